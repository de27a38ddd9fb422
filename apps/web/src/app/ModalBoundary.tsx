import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConnectivityError } from "../components/ui/ConnectivityError";
import { isChunkLoadError } from "../lib/chunk";

interface State {
  error: unknown;
}

function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("common");
  return (
    <button type="button" className="btn btn--ghost btn--block" onClick={onClick}>
      {t("actions.close")}
    </button>
  );
}

/** A modal whose chunk failed shows the connectivity message in its place, never nothing. */
export class ModalBoundary extends Component<{ children: ReactNode; onReset: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) console.error("modal failed", error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="modal-failure" role="alertdialog" aria-modal="true">
        <div className="card modal-failure__card">
          <ConnectivityError
            reason={isChunkLoadError(error) ? error.reason : "error"}
            onRetry={() => window.location.reload()}
          />
          <CloseButton
            onClick={() => {
              this.setState({ error: null });
              this.props.onReset();
            }}
          />
        </div>
      </div>
    );
  }
}
