import { type GameType, pickText } from "@lotus/contracts";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrandId } from "../../../lib/console-context";
import { gamesQuery } from "../../games/api/games-api";

/**
 * One game a play mission counts (else every game of the type): a name search over the brand's games
 * of the chosen type, and the matches to pick from. A mission's current game stays listed while it is
 * not among the matches, so editing never drops it unseen.
 */
export function MissionGamePicker({
  gameType,
  value,
  onChange,
  error,
}: {
  gameType: string;
  value: string;
  onChange: (gameId: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation("missions");
  const brandId = useBrandId();
  const [keyword, setKeyword] = useState("");
  const games = useQuery({
    ...gamesQuery(brandId, {
      keyword: keyword.trim() || undefined,
      gameType: (gameType || undefined) as GameType | undefined,
      page: 1,
      pageSize: 50,
    }),
    placeholderData: keepPreviousData,
  });
  const language = i18n.language.toUpperCase();
  const list = games.data?.list ?? [];
  const listed = list.some((game) => game.id === value);
  return (
    <div className="grid-2">
      <TextField
        label={t("editor.gameSearch")}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        hint={games.isError ? t("editor.gamesUnavailable") : t("editor.gameSearchHint")}
      />
      <SelectField
        label={t("fields.game")}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("editor.anyGameOfType")}</option>
        {value && !listed && <option value={value}>{t("editor.currentGame")}</option>}
        {list.map((game) => (
          <option key={game.id} value={game.id}>
            {pickText(game.names, language) || game.gameId} · {game.vassalage}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
