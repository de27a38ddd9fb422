import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §2: after navigation, scroll to the hash target when there is one, otherwise to the top. */
export function ScrollManager() {
  // Every new location (path, query or hash) scrolls: a new page of results starts at the top too.
  const location = useLocation();
  useEffect(() => {
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
