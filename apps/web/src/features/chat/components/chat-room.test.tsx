import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import chat from "../../../locales/en/chat.json";
import common from "../../../locales/en/common.json";
import {
  type ChatMessage,
  type ChatState,
  chatKeys,
  chatMessagesQuery,
  chatStateQuery,
} from "../api/chat-api";
import { ChatRoom } from "./ChatRoom";

/** The chat room painted from cached answers: notices, messages, system lines and read marks. */

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { common, chat } }, defaultNS: "chat" });
});

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, "id" | "sender">): ChatMessage => ({
  operatorName: null,
  text: null,
  imageUrl: null,
  event: null,
  createdAt: Date.UTC(2026, 0, 2, 3, 4),
  ...overrides,
});

function paint(state: ChatState, messages: ChatMessage[] = []) {
  const client = new QueryClient();
  client.setQueryData(chatStateQuery("member").queryKey, state);
  if (state.conversation)
    client.setQueryData(chatMessagesQuery("member", state.conversation.id).queryKey, {
      pages: [{ list: messages, hasMore: false }],
      pageParams: [0],
    });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ChatRoom party="member" token="t" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const conversation = {
  id: "c1",
  status: "open" as const,
  operatorName: "Mai",
  createdAt: 0,
  closedAt: null,
  customerReadId: 3,
  operatorReadId: 1,
  lastMessageId: 3,
};

describe("chat room", () => {
  it("tells the member nobody is online and offers the ticket form", () => {
    const text = paint({ online: false, visitorName: null, conversation: null });
    expect(text).toContain("No one from customer service is online right now");
    expect(text).toContain("Leave a ticket");
    expect(text).toContain("Write your question");
  });

  it("shows who answers, the messages, the chat's own lines and the read mark", () => {
    const text = paint({ online: true, visitorName: null, conversation }, [
      message({ id: 1, sender: "customer", text: "Where is my deposit?" }),
      message({ id: 2, sender: "system", event: "taken", operatorName: "Mai" }),
      message({ id: 3, sender: "operator", operatorName: "Mai", text: "Let me check" }),
    ]);
    expect(text).not.toContain("No one from customer service");
    expect(text).toContain("You are chatting with Mai");
    expect(text).toContain("Where is my deposit?");
    expect(text).toContain("Mai joined the chat");
    expect(text).toContain("Let me check");
    expect(text).toMatch(/Where is my deposit\? .*Seen/);
  });

  it("says a closed chat has ended and the next message starts a new one", () => {
    const text = paint(
      { online: true, visitorName: null, conversation: { ...conversation, status: "closed" } },
      [message({ id: 1, sender: "system", event: "closed" })],
    );
    expect(text).toContain("This chat has ended");
    expect(text).toContain("The chat has ended");
    expect(chatKeys("member").all).toEqual(["member", "chat"]);
  });
});
