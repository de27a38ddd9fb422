import { operatorCreateCall, operatorResetCall, operatorUpdateCall } from "@lotus/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { BodyOf } from "../../../lib/form";
import { queryKeys } from "../../../lib/query-keys";

export type OperatorCreateBody = BodyOf<typeof operatorCreateCall>;
export type OperatorUpdateBody = BodyOf<typeof operatorUpdateCall>;
export type OperatorResetBody = BodyOf<typeof operatorResetCall>;

export const createOperator = (body: OperatorCreateBody) => api(operatorCreateCall, { body });

export const updateOperator = (id: string, body: OperatorUpdateBody) =>
  api(operatorUpdateCall, { params: { id }, body });

export const resetOperator = (id: string, body: OperatorResetBody) =>
  api(operatorResetCall, { params: { id }, body });

export async function operatorsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operators }),
    // The operator may have changed their own role or brands.
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  ]);
}
