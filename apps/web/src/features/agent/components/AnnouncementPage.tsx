import { readPage, writePage } from "@lotus/ui/data/filters";
import { Paginator } from "@lotus/ui/data/Paginator";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { NOTICES_PER_PAGE } from "../../../lib/constants";
import { currentLanguage } from "../../../lib/i18n";
import { useWhitelabel } from "../../../lib/queries";
import { agentNoticesQuery } from "../api/agent-api";
import { useAgentSlots } from "./slots";

/** agentAnnouncement: the notices of the agent group, newest first, as the site shows its notices. */
export function AnnouncementPage() {
  const { t } = useTranslation("agent");
  const { timeZone } = useWhitelabel();
  const { NoticeList } = useAgentSlots();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const notices = useQuery(agentNoticesQuery({ page, pageSize: NOTICES_PER_PAGE }, currentLanguage()));
  return (
    <div className="agent-page">
      <QueryView
        query={notices}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            heading
            icon={<Icon name="megaphone" size={32} />}
            title={t("notices.none")}
            description={t("notices.noneText")}
          />
        }
      >
        {(data) => (
          <>
            {NoticeList && <NoticeList notices={data.list} timeZone={timeZone} />}
            <Paginator
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(next) => setParams((current) => writePage(current, next))}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
