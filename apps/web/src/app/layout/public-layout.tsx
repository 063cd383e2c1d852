import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../features/public-settings/components/site-footer';
import { Logo } from '../../components/ui/logo';
import { PageLoader } from '../../components/ui/page-loader';
import classes from './app-layout.module.css';

/** Header with the logo only: the terms screen, the reset page and other pages outside the signed-in shell. */
export function PublicLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <div className={classes.topBar}>
          <Link to="/" className={classes.brand} aria-label="Charter Marketplace home">
            <Logo inverted />
          </Link>
          <div className={classes.spacer} />
          {actions}
        </div>
      </header>
      <main id="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
