import { useState } from 'react';
import { Modal, Stepper } from '@mantine/core';
import { ONBOARDING_MESSAGES, enrolClientStaffSchema, enrolSupplierSchema, type SignUpKind } from '@charter/shared';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { logClientError } from '../../../lib/api/log-error';
import { errorCode } from '../../../lib/save-feedback';
import { enrol } from '../api/sign-up-api';
import { DetailsStep, EMPTY_DETAILS, type SignUpDetails } from './details-step';
import { EmailStep } from './email-step';
import { KindStep } from './kind-step';
import { SignUpOutcome, type Outcome } from './sign-up-outcome';

interface SignUpWizardProps {
  opened: boolean;
  onClose: () => void;
  /** The address is registered: the login landing opens its forgot-password view. */
  onResetPassword: () => void;
}

type Step = 0 | 1 | 2;

/**
 * The new-account wizard of the login landing (ADR 0012): e-mail, then client or operator (with
 * its AOC number), then the company and the person. The confirmation e-mail's link finishes it.
 */
export function SignUpWizard({ opened, onClose, onResetPassword }: SignUpWizardProps) {
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<SignUpKind | null>(null);
  const [aocNumber, setAocNumber] = useState('');
  const [details, setDetails] = useState<SignUpDetails>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<Partial<Record<keyof SignUpDetails, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function close() {
    onClose();
    // Start afresh next time, unless the visitor only closed the dialog mid-way.
    if (outcome?.kind === 'registered') {
      setStep(0);
      setEmail('');
      setKind(null);
      setAocNumber('');
      setDetails(EMPTY_DETAILS);
    }
    setOutcome(null);
  }

  async function submit() {
    if (!kind) return;
    const body = { ...details, email, ...(kind === 'Supplier' ? { aocNumber } : {}) };
    const parsed = (kind === 'Supplier' ? enrolSupplierSchema : enrolClientStaffSchema).safeParse(body);
    if (!parsed.success) {
      const found = firstIssuePerField(parsed.error.issues);
      setErrors(found);
      // The e-mail and the AOC number belong to earlier steps.
      if (found.email) setStep(0);
      else if (found.aocNumber) setStep(1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await enrol(kind, parsed.data);
      if (result.success) setOutcome({ kind: 'registered', messages: result.messages });
      else if (result.messages[0] === ONBOARDING_MESSAGES.accountExists) setOutcome({ kind: 'exists' });
      else {
        setErrors(firstServerErrorPerField(result.errors));
        setOutcome({ kind: 'failed', messages: result.messages });
      }
    } catch (err) {
      setOutcome({ kind: 'noAnswer' });
      logClientError(errorCode(err), { title: 'Sign up', error: String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Sign Up" centered size="lg">
      {outcome ? (
        <SignUpOutcome
          outcome={outcome}
          onClose={close}
          onRetry={() => setOutcome(null)}
          onResetPassword={() => {
            close();
            onResetPassword();
          }}
        />
      ) : (
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => setStep(s as Step)}>
          <Stepper.Step label="E-mail">
            <EmailStep
              email={email}
              onEmailChange={setEmail}
              onFree={() => setStep(1)}
              onResetPassword={() => {
                close();
                onResetPassword();
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Account">
            <KindStep
              kind={kind}
              aocNumber={aocNumber}
              onKindChange={setKind}
              onAocChange={setAocNumber}
              onBack={() => setStep(0)}
              onNext={() => setStep(2)}
            />
          </Stepper.Step>
          <Stepper.Step label="Details">
            <DetailsStep
              values={details}
              errors={errors}
              busy={busy}
              onChange={(patch) => setDetails((d) => ({ ...d, ...patch }))}
              onBack={() => setStep(1)}
              onSubmit={() => void submit()}
            />
          </Stepper.Step>
        </Stepper>
      )}
    </Modal>
  );
}
