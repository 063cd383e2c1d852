import { lazy, Suspense, useState } from 'react';
import { Button, Card, Divider, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LoginForm } from '../features/auth/components/login-form';
import { SiteFooter } from '../features/public-settings/components/site-footer';
import { FormErrorAlert } from '../components/ui/form-error-alert';
import { Logo } from '../components/ui/logo';
import { PlaneIcon } from '../components/ui/plane-icon';
import { useSessionEndedNotice } from '../lib/session/use-session-ended-notice';
import classes from './login-page.module.css';

// Loaded when opened, so the first paint of /login needs neither the validator nor the dialogs (ADR 0022).
const ForgotPasswordForm = lazy(() =>
  import('../features/password-reset/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const SignUpWizard = lazy(() => import('../features/sign-up/components/sign-up-wizard').then((m) => ({ default: m.SignUpWizard })));
const IndicativePriceWizard = lazy(() =>
  import('../features/indicative-price/components/indicative-price-wizard').then((m) => ({ default: m.IndicativePriceWizard })),
);

type View = 'login' | 'forgot';
type Notice = 'signUp' | 'price' | null;

const SELLING_POINTS = [
  'Post a charter request with your sectors, dates and passengers.',
  'Approved operators bid before bidding closes.',
  'Compare bids, confirm the charter and manage the manifest in one place.',
];

/** The login landing (core section 2): log in, forgot password, sign up and indicative price. */
export function LoginPage() {
  const [view, setView] = useState<View>('login');
  const [notice, setNotice] = useState<Notice>(null);
  const endedNotice = useSessionEndedNotice();

  return (
    <div className={classes.page}>
      <div className={classes.split}>
        <section className={classes.hero} aria-label="About Charter Marketplace">
          <Logo inverted />
          <div className={classes.heroText}>
            <Title order={2} c="white" fz={{ base: 26, sm: 36 }} lh={1.15}>
              Charter flights, competitively bid.
            </Title>
            <Text c="navy.1" mt="md" fz="lg" maw={460}>
              The marketplace where organisations post charter-flight requests and approved aircraft operators bid to fly them.
            </Text>
            <List
              className={classes.points}
              mt="xl"
              spacing="sm"
              c="white"
              icon={
                <ThemeIcon size={24} radius="xl" color="sky.5">
                  <PlaneIcon size={14} color="#fff" />
                </ThemeIcon>
              }
            >
              {SELLING_POINTS.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </div>
        </section>
        <main className={classes.panel}>
          <Card className={classes.card} padding="xl" shadow="md">
            <Stack gap="lg">
              <div>
                <Title order={1} fz={26} c="navy.9">
                  {view === 'login' ? 'Log In' : 'Forgot Password'}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {view === 'login' ? 'Welcome back. Sign in to your charter account.' : 'We will e-mail you a reset link.'}
                </Text>
              </div>
              <FormErrorAlert message={endedNotice} />
              {view === 'login' ? (
                <LoginForm onForgotPassword={() => setView('forgot')} />
              ) : (
                <Suspense fallback={null}>
                  <ForgotPasswordForm onBack={() => setView('login')} />
                </Suspense>
              )}
              <Divider label="New to Charter Marketplace?" labelPosition="center" />
              <Stack gap="sm">
                <Button variant="outline" color="sky.7" onClick={() => setNotice('signUp')}>
                  Sign Up
                </Button>
                <Button variant="outline" color="sky.7" onClick={() => setNotice('price')}>
                  Get an Indicative Price
                </Button>
              </Stack>
            </Stack>
          </Card>
        </main>
      </div>
      <SiteFooter />
      {notice === 'signUp' ? (
        <Suspense fallback={null}>
          <SignUpWizard opened onClose={() => setNotice(null)} onResetPassword={() => setView('forgot')} />
        </Suspense>
      ) : null}
      {notice === 'price' ? (
        <Suspense fallback={null}>
          <IndicativePriceWizard opened onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
