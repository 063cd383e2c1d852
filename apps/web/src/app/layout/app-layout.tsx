import { Suspense, type ReactNode } from 'react';
import { ActionIcon, Burger, Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { HOME_ROUTE, can, type SessionUser } from '@charter/shared';
import { SiteFooter } from '../../features/public-settings/components/site-footer';
import { Logo } from '../../components/ui/logo';
import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../lib/session/session-context';
import { useIsMobile } from '../../lib/use-is-mobile';
import { AccountMenu } from './account-menu';
import { MainNavBar, MainNavList } from './main-nav';
import classes from './app-layout.module.css';

const NEW_CHARTER_ROUTE = '/newCharterRequest';

/** A button (as the spec names it) that opens the new-request form. */
function NewCharterButton({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const open = () => void navigate(NEW_CHARTER_ROUTE);
  if (compact) {
    return (
      <ActionIcon onClick={open} size={36} radius="xl" color="sky.7" variant="filled" aria-label="New Charter Request">
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <path d="M9 3v12M3 9h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </ActionIcon>
    );
  }
  return (
    <Button onClick={open} color="sky.7" radius="xl">
      New Charter Request
    </Button>
  );
}

/** The signed-in shell: header with navigation by role, account menu, content, footer. */
export function AppLayout({ session, children }: { session: SessionUser; children: ReactNode }) {
  const { logout } = useSession();
  const isMobile = useIsMobile();
  // On phone widths the words of the logo would push the buttons off the bar; the icon stays.
  const isNarrow = useMediaQuery('(max-width: 440px)', false, { getInitialValueInEffect: false });
  const [drawerOpen, drawer] = useDisclosure(false);
  const canCreate = can(session, 'createCharterRequest');

  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <header className={classes.header}>
        <div className={classes.topBar}>
          {isMobile ? <Burger opened={drawerOpen} onClick={drawer.toggle} color="white" size="sm" aria-label="Open navigation" /> : null}
          <Link to={HOME_ROUTE} className={classes.brand} aria-label="Charter Marketplace home">
            <Logo inverted compact={isNarrow} />
          </Link>
          <div className={classes.spacer} />
          {canCreate ? <NewCharterButton compact={isMobile} /> : null}
          <AccountMenu session={session} onLogout={() => void logout()} compact={isMobile} />
        </div>
        {isMobile ? null : <MainNavBar session={session} />}
      </header>
      {isMobile ? (
        <Drawer opened={drawerOpen && isMobile} onClose={drawer.close} title={<Logo />} size={300} padding="md">
          <Stack gap="md">
            <MainNavList session={session} onNavigate={drawer.close} />
          </Stack>
        </Drawer>
      ) : null}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
