import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { APP_VERSION, ROLE_TITLES, accountMenu, type SessionUser } from '@charter/shared';
import classes from './app-layout.module.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

interface AccountMenuProps {
  session: SessionUser;
  onLogout: () => void;
  /** Narrow screens show only the avatar; the button keeps the name as its accessible label. */
  compact?: boolean;
}

/** The account menu of core section 2: Messages, Manage Workflows, Manage Messaging, My Details, Logout, version info. */
export function AccountMenu({ session, onLogout, compact = false }: AccountMenuProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.accountButton} aria-label={`Account menu for ${session.displayName}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="sky" variant="filled" aria-hidden>
              {initials(session.displayName)}
            </Avatar>
            {compact ? null : (
              <Text fw={600} size="sm" c="white" className={classes.accountName}>
                {session.displayName}
              </Text>
            )}
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {session.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {ROLE_TITLES[session.role]} · {session.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {accountMenu(session).map((item) =>
          item.external ? (
            <Menu.Item key={item.to} component="a" href={item.to} target="_blank" rel="noopener">
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ),
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          Logout
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Version {APP_VERSION}</Menu.Label>
        <Menu.Label>Server version {session.serverVersion}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
