import {
  type CallBody,
  type CallValue,
  type CampaignStatus,
  messageCampaignCall,
  messageCampaignCancelCall,
  messageCampaignCreateCall,
  messageCampaignsCall,
  messageOptionsCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type CampaignBody = CallBody<typeof messageCampaignCreateCall>;
export type CampaignRow = CallValue<typeof messageCampaignsCall>["list"][number];
export type Campaign = CallValue<typeof messageCampaignCall>;
export type MessageOptions = CallValue<typeof messageOptionsCall>;

/** A brand's operator messages under one key: a send or a cancel refreshes all of them. */
const keys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "messages"] as const;
  return {
    all,
    list: (query: object) => [...all, "list", query] as const,
    one: (id: string) => [...all, "one", id] as const,
    options: (language: string) => [...all, "options", language] as const,
  };
};

export const campaignsQuery = (
  brandId: string,
  query: { status?: CampaignStatus; page: number; pageSize: number },
) =>
  queryOptions({
    queryKey: keys(brandId).list(query),
    queryFn: ({ signal }) => api(messageCampaignsCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** One message; while it is going out its progress is read again every few seconds. */
export const campaignQuery = (brandId: string, id: string) =>
  queryOptions({
    queryKey: keys(brandId).one(id),
    queryFn: ({ signal }) => api(messageCampaignCall, { params: { brandId, id }, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === "sending" || query.state.data?.status === "scheduled" ? 3_000 : false,
  });

export const messageOptionsQuery = (brandId: string, language: string) =>
  queryOptions({
    queryKey: keys(brandId).options(language),
    queryFn: ({ signal }) => api(messageOptionsCall, { params: { brandId }, signal }),
    staleTime: 60_000,
  });

export const sendCampaign = (brandId: string, body: CampaignBody) =>
  api(messageCampaignCreateCall, { params: { brandId }, body });

export const cancelCampaign = (brandId: string, id: string) =>
  api(messageCampaignCancelCall, { params: { brandId, id } });

export const campaignsChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: keys(brandId).all });
