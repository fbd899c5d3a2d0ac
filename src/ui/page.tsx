import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A screen's frame: its heading (the page's one h1) and its content column. */
export function Page({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
