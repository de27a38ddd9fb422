import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useModals } from "../../lib/modal-store";
import { HomePage } from "./HomePage";

/** /login: the home page with the login modal open; once the modals close, home. */
export function Component() {
  const navigate = useNavigate();
  const modal = useModals((state) => state.modal);
  const open = useModals((state) => state.open);
  const shown = useRef(false);

  useEffect(() => open("login"), [open]);

  useEffect(() => {
    if (modal) shown.current = true;
    else if (shown.current) navigate("/", { replace: true });
  }, [modal, navigate]);

  return <HomePage />;
}
