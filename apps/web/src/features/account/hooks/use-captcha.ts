import { useQuery } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { CAPTCHA_REFRESH_MS } from "../../../lib/constants";
import { captchaQuery } from "../api/account-api";

/** The captcha of a form while `enabled`; refresh at most once per second (SPEC §9). */
export function useCaptcha(purpose: "login" | "register", enabled: boolean) {
  const query = useQuery({ ...captchaQuery(purpose), enabled });
  const lastRefresh = useRef(0);
  const { refetch } = query;
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    void refetch();
  }, [refetch]);
  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
  };
}
