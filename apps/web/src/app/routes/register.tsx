import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useModals } from "../../lib/modal-store";
import { HomePage } from "./HomePage";

/** /register and /register.html: the home page with registration open, ?referralCode= carried in. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = params.get("referralCode")?.trim() || undefined;
  const modal = useModals((state) => state.modal);
  const open = useModals((state) => state.open);
  const shown = useRef(false);

  useEffect(() => open("register", { referralCode }), [open, referralCode]);

  useEffect(() => {
    if (modal) shown.current = true;
    else if (shown.current) navigate("/", { replace: true });
  }, [modal, navigate]);

  return <HomePage />;
}
