import { Text, type TextProps } from '@mantine/core';

/**
 * An e-mail address that wraps after its "@" when its column is narrow (768 px screens), and
 * anywhere as a last resort, instead of running over the next column.
 */
export function EmailText({ email, ...props }: { email: string } & TextProps) {
  const at = email.indexOf('@');
  return (
    <Text {...props} style={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </Text>
  );
}
