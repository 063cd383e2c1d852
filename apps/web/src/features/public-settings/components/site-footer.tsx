import { Anchor, Container, Group, Text } from '@mantine/core';
import { usePublicSettings } from '../hooks/use-public-settings';
import classes from './site-footer.module.css';

/** Support phone and privacy policy on every page (core section 1). */
export function SiteFooter() {
  const { data } = usePublicSettings();
  const phone = data?.supportPhone?.trim();
  const privacyUrl = data?.privacyPolicyUrl?.trim();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Charter Marketplace
          </Text>
          <Group gap="lg" wrap="wrap">
            {phone ? (
              <Text size="sm" c="dimmed">
                Support:{' '}
                <Anchor href={`tel:${phone.replace(/[^0-9+]/g, '')}`} size="sm" fw={600}>
                  {phone}
                </Anchor>
              </Text>
            ) : null}
            {privacyUrl ? (
              <Anchor href={privacyUrl} size="sm" target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </Anchor>
            ) : null}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
