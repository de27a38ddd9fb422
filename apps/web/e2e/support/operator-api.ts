import {
  adjustmentCreateCall,
  type BigWinSettings,
  type BrandView,
  brandGetCall,
  brandUpdateCall,
  maintenanceUpdateCall,
  memberSearchCall,
  operatorLoginCall,
  operatorMeCall,
  totpConfirmCall,
  totpSetupCall,
} from "@lotus/contracts";
import { enrolledSecret, rememberSecret, totpFor } from "./authenticators";
import { BASE_URL } from "./browser";

/**
 * The back office's own HTTP API, for journeys that need an operator's action as a step (money
 * in, brand state) without walking the screens: the same calls, permissions and audit as a click.
 */
export interface OperatorApi {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  brandId(merchantCode?: string): Promise<string>;
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

async function send<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: "application/json", Language: "EN" };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

/** A contract call's path with its parameters filled in (the paths stay the contracts' own). */
function pathOf(call: { path: string }, params: Record<string, string> = {}): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ""));
}

function unwrap<T>(envelope: Envelope<T>, what: string): T {
  if (!envelope.success || envelope.value === undefined) {
    throw new Error(`${what}: ${envelope.code ?? "?"} ${envelope.message ?? ""}`);
  }
  return envelope.value;
}

interface LoginValue {
  token: string;
  mustEnrolTotp: boolean;
  mustChangePassword: boolean;
}

/** Signs an operator in, enrolling an authenticator first where the role needs one. */
export async function operatorApi(username: string, password: string): Promise<OperatorApi> {
  const secret = enrolledSecret(username);
  const login = unwrap(
    await send<LoginValue>("POST", pathOf(operatorLoginCall), null, {
      username,
      password,
      ...(secret ? { totp: await totpFor(username, secret) } : {}),
    }),
    `login of ${username}`,
  );
  const token = login.token;
  if (login.mustChangePassword) throw new Error(`${username} must change its password first`);
  if (login.mustEnrolTotp) {
    const setup = unwrap(
      await send<{ secret: string }>("POST", pathOf(totpSetupCall), token),
      "authenticator setup",
    );
    rememberSecret(username, setup.secret);
    unwrap(
      await send("POST", pathOf(totpConfirmCall), token, { code: await totpFor(username, setup.secret) }),
      "authenticator confirmation",
    );
  }
  const call = async <T>(method: string, path: string, body?: unknown) =>
    unwrap(await send<T>(method, path, token, body), `${method} ${path}`);
  return {
    call,
    async brandId(merchantCode = "lotus") {
      const me = await call<{ brands: { id: string; merchantCode: string }[] }>(
        "GET",
        pathOf(operatorMeCall),
      );
      const brand = me.brands.find((candidate) => candidate.merchantCode === merchantCode);
      if (!brand) throw new Error(`${username} does not work on ${merchantCode}`);
      return brand.id;
    },
  };
}

/**
 * Money in as finance puts it in: a manual credit adjustment with its reason (below the brand's
 * approval threshold it is posted at once; above it, it would wait for a second operator).
 */
export async function creditMember(api: OperatorApi, account: string, amount: number): Promise<void> {
  const brandId = await api.brandId();
  const found = await api.call<{ list: { id: string; account: string }[] }>(
    "GET",
    `${pathOf(memberSearchCall, { brandId })}?by=account&q=${encodeURIComponent(account)}`,
  );
  const member = found.list.find((candidate) => candidate.account === account);
  if (!member) throw new Error(`no member ${account}`);
  const adjustment = await api.call<{ status: string }>("POST", pathOf(adjustmentCreateCall, { brandId }), {
    requestId: `e2e-${account}-${Date.now().toString(36)}`,
    memberId: member.id,
    direction: "credit",
    amount,
    reason: "E2E journey stake",
  });
  if (adjustment.status !== "posted")
    throw new Error(`credit adjustment is ${adjustment.status}, not posted`);
}

/** Switches the brand's maintenance through the site-state call an admin uses. */
export async function setMaintenance(
  api: OperatorApi,
  enabled: boolean,
  message: Record<string, string> = {},
) {
  const brandId = await api.brandId();
  await api.call("PUT", pathOf(maintenanceUpdateCall, { brandId }), {
    enabled,
    message,
    reason: "E2E journey",
  });
}

/**
 * Sets which wins the home's live feed announces, through the brand editor's call; answers the
 * rule it replaced so a journey can put it back.
 */
export async function setBigWinRule(api: OperatorApi, rule: BigWinSettings): Promise<BigWinSettings> {
  const brandId = await api.brandId();
  const {
    id: _id,
    merchantCode: _code,
    createdAt: _created,
    updatedAt: _updated,
    ...brand
  } = await api.call<BrandView>("GET", pathOf(brandGetCall, { brandId }));
  await api.call("PUT", pathOf(brandUpdateCall, { brandId }), {
    ...brand,
    settings: { ...brand.settings, bigWins: rule },
    reason: "E2E journey",
  });
  return brand.settings.bigWins;
}
