import { Suspense } from "react";
import { BottomBar } from "../../features/shell/components/BottomBar";
import { Footer } from "../../features/shell/components/Footer";
import { Header } from "../../features/shell/components/Header";
import { SideBar } from "../../features/shell/components/SideBar";
import { lazyComponent } from "../lazy";
import { PageOutlet } from "./PageOutlet";
import { useLanes } from "./use-lanes";

// Its texts are in the start-up shell dictionary: a visitor's first screen loads no account texts.
const FreePlayButton = lazyComponent(() =>
  import("../../features/account/components/FreePlayButton").then((m) => m.FreePlayButton),
);

// The inbox button with the unread count (on phones, the count on the member-centre button): its
// own chunk with the inbox texts, after the header paints.
const InboxHeaderButton = lazyComponent(
  () => import("../../features/inbox/components/InboxHeaderButton").then((m) => m.InboxHeaderButton),
  ["inbox"],
);
const InboxProfileBadge = lazyComponent(
  () => import("../../features/inbox/components/InboxHeaderButton").then((m) => m.InboxProfileBadge),
  ["inbox"],
);

function SiteHeader() {
  return (
    <Header
      visitorActions={
        <Suspense fallback={null}>
          <FreePlayButton />
        </Suspense>
      }
      memberActions={
        <Suspense fallback={null}>
          <InboxHeaderButton />
        </Suspense>
      }
      memberBadge={
        <Suspense fallback={null}>
          <InboxProfileBadge />
        </Suspense>
      }
    />
  );
}

/** Header, category bar, page, footer and side bar: the home page and most routes. */
export function MainLayout() {
  const lanes = useLanes();
  return (
    <div className="layout layout--side-bar">
      <SiteHeader />
      <BottomBar lanes={lanes} />
      <div className="layout__main">
        <PageOutlet />
      </div>
      <Footer lanes={lanes} />
      <SideBar />
    </div>
  );
}

/** Header only (SPEC §2: lottery, Vietnamese lottery, seamless, game). */
export function HeaderLayout() {
  return (
    <div className="layout">
      <SiteHeader />
      <div className="layout__main">
        <PageOutlet />
      </div>
    </div>
  );
}

/** Header and footer (SPEC §2: affiliate). */
export function HeaderFooterLayout() {
  const lanes = useLanes();
  return (
    <div className="layout">
      <SiteHeader />
      <div className="layout__main">
        <PageOutlet />
      </div>
      <Footer lanes={lanes} />
    </div>
  );
}

/** No site chrome (SPEC §2: /helpmc for in-app help). */
export function BareLayout() {
  return (
    <div className="layout">
      <PageOutlet />
    </div>
  );
}
