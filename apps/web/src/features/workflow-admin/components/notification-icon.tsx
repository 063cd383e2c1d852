import { notificationIconKind } from '../model/event-groups';

const PATHS = {
  // An envelope.
  email:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm2 .9v9.6h14V7.4l-7 5.1zM6.6 7 12 10.9 17.4 7z',
  // A bell.
  notification: 'M12 3a6 6 0 0 0-6 6v3.6L4.3 15.3A1 1 0 0 0 5.1 17h13.8a1 1 0 0 0 .8-1.7L18 12.6V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0z',
  // A gear.
  system:
    'M10.3 2h3.4l.5 2.6 1.7.9 2.4-1.1 2.4 2.4-1.1 2.4.7 1.7 2.7.6v3.4l-2.7.6-.7 1.7 1.1 2.4-2.4 2.4-2.4-1.1-1.7.7-.5 2.7h-3.4l-.6-2.7-1.7-.7-2.4 1.1-2.4-2.4 1.1-2.4-.7-1.7L2 13.7v-3.4l2.7-.6.7-1.7-1.1-2.4 2.4-2.4 2.4 1.1 1.7-.9zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  // A speech bubble (SMS and anything else).
  other: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9h1v2l2.5-2H19V6z',
} as const;

/** The icon of an event's notification type (Email, Notification, System, other), with its name for screen readers. */
export function NotificationIcon({ type, size = 18 }: { type: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={type} focusable="false">
      <title>{type}</title>
      <path fill="currentColor" fillRule="evenodd" d={PATHS[notificationIconKind(type)]} />
    </svg>
  );
}
