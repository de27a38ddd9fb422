import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../../components/ui/LanguageSelect";
import { ThemeToggle } from "../../../components/ui/ThemeToggle";

/** The frame of the screens before the console: login, enrolment and the setup steps. */
export function AuthFrame({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <header className="auth__bar">
        <span className="auth__brand">
          <img src={`${import.meta.env.BASE_URL}res/img/favicon.svg`} alt="" width={24} height={24} />
          {t("shell.appName")}
        </span>
        <div className="row">
          <LanguageSelect />
          <ThemeToggle />
          {actions}
        </div>
      </header>
      <main className="auth__main" id="main">
        <section className="auth__card card" aria-labelledby="auth-title">
          <div className="card__body stack stack--lg">
            <h1 id="auth-title" className="auth__title">
              {title}
            </h1>
            {children}
          </div>
        </section>
      </main>
    </div>
  );
}
