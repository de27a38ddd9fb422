import { passesLoginCheck } from "@lotus/contracts";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { errorText } from "../../../lib/error-text";
import { queryKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { addFavorite, favoriteIdsQuery, removeFavorite } from "../api/games-api";

export interface Favorites {
  /** False for visitors and trial accounts: tiles show no heart. */
  enabled: boolean;
  isFavorite: (gameId: string) => boolean;
  toggle: (gameId: string) => void;
}

/**
 * The member's favourite game ids (the hearts on tiles): toggled at once on screen, set to the
 * server's list when it answers, put back with its message when it refuses (at most 100).
 */
export function useFavorites(): Favorites {
  const token = useSession((state) => state.token);
  const accountType = useSession((state) => state.accountType);
  const enabled = passesLoginCheck(token, accountType ?? undefined);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const ids = useQuery({ ...favoriteIdsQuery(), enabled });
  const key = favoriteIdsQuery().queryKey;

  const mutation = useMutation({
    mutationFn: ({ gameId, add }: { gameId: string; add: boolean }) =>
      add ? addFavorite(gameId) : removeFavorite(gameId),
    onMutate: async ({ gameId, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (current: string[] | undefined) => {
        const rest = (current ?? []).filter((id) => id !== gameId);
        return add ? [gameId, ...rest] : rest;
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
      showToast(errorText(error), "error");
    },
    onSuccess: (value) => {
      queryClient.setQueryData(key, value.gameIds);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberGames.favoritesAll });
    },
  });

  const set = useMemo(() => new Set(ids.data ?? []), [ids.data]);
  const { mutate } = mutation;
  const toggle = useCallback((gameId: string) => mutate({ gameId, add: !set.has(gameId) }), [mutate, set]);
  return { enabled, isFavorite: (gameId) => set.has(gameId), toggle };
}
