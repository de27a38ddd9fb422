import "@lotus/ui/styles/tokens.css";
import "./styles/tokens.css";
import "@lotus/ui/styles/base.css";
import "@lotus/ui/primitives/primitives.css";
import "@lotus/ui/styles/states.css";
import "./styles/base.css";
import "./styles/ui.css";
// The kit's component styles after the app's base rules they build on.
import "@lotus/ui/styles/badge.css";
import "@lotus/ui/styles/data.css";
import "./app/layouts/shell.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n, initialLanguage } from "./lib/i18n";
import "./lib/theme";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

void initI18n(initialLanguage()).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
