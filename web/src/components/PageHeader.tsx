import type { ReactNode } from 'react';

/** The title band of an inner public page: one h1, an optional lead text and an optional image. */
export function PageHeader({
  title,
  subtitle,
  image,
  children,
}: {
  title: string;
  subtitle?: string;
  image?: string | null;
  children?: ReactNode;
}) {
  return (
    <header
      className="page-header"
      style={
        image
          ? {
              backgroundImage: `linear-gradient(var(--page-header-overlay), var(--page-header-overlay)), url("${image}")`,
            }
          : undefined
      }
    >
      <div className="container">
        <h1>{title}</h1>
        {subtitle ? <p className="page-header__lead">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
