import { Container } from '@mantine/core';
import { TermsScreen } from '../features/terms/components/terms-screen';

export function TermsPage() {
  return (
    <Container size="md" w="100%" py={32} px={{ base: 'sm', sm: 'md' }}>
      <TermsScreen />
    </Container>
  );
}
