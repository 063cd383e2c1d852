import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { mainNavigation, type SessionUser } from '@charter/shared';
import { isNavActive } from './nav-active';
import classes from './app-layout.module.css';

/** The role's main navigation as a horizontal bar (wide screens). */
export function MainNavBar({ session }: { session: SessionUser }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={classes.navBar}>
      {mainNavigation(session).map((item) => {
        const active = isNavActive(item.to, pathname);
        return (
          <Link
            key={item.to}
            to={item.to}
            className={classes.navLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The same navigation stacked, for the drawer on screens of 768 px or narrower. */
export function MainNavList({ session, onNavigate }: { session: SessionUser; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <Stack gap={4}>
        {mainNavigation(session).map((item) => {
          const active = isNavActive(item.to, pathname);
          return (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600 } }}
            />
          );
        })}
      </Stack>
    </nav>
  );
}
