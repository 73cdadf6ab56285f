import { useState, type ComponentProps } from 'react';
import { Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  referralBoxes,
  type ColleagueDoctor,
  type Referral,
  type ReferralBox,
} from '@contract/referrals';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { CountedTabs, ListState } from '@ui/counted-tabs';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import { useChangeReferralStatus, useReferrals } from '../../api/referrals';
import { ColleagueSearch } from '../colleague-search';
import { ReferPatientDialog } from '../refer-patient-dialog';
import { DeclineDialog } from './decline-dialog';
import { messages } from './messages';
import { ReferralCard, type ReferralAction } from './referral-card';

export type ReferralsTabProps = Omit<ComponentProps<'section'>, 'children'>;

/**
 * The doctor portal's Referrals tab (001 §2.5, ADR 0039): Outgoing, Incoming and Pending with
 * counts; Accept, Decline (with a reason), Mark active and Mark completed on incoming ones;
 * the doctor and hospital search, and the create dialog (New referral, or Refer a patient on
 * a doctor found).
 */
export function ReferralsTab({ className, ...props }: ReferralsTabProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [box, setBox] = useState<ReferralBox>('outgoing');
  const { data, error, failed, retry } = useReferrals(box);
  const change = useChangeReferralStatus();
  const [declining, setDeclining] = useState<Referral | null>(null);
  const [creating, setCreating] = useState<{ doctor: ColleagueDoctor | null } | null>(null);

  async function act(referral: Referral, status: ReferralAction, reason = '') {
    if (status === 'declined' && declining === null) {
      setDeclining(referral);
      return;
    }
    try {
      await change.trigger({ params: { id: referral.id }, body: { status, reason } });
      setDeclining(null);
      toast({
        variant: 'success',
        title: intl.formatMessage(
          status === 'accepted'
            ? messages.accepted
            : status === 'declined'
              ? messages.declined
              : messages.updated,
        ),
      });
    } catch (err) {
      toast({
        variant: 'error',
        title: intl.formatMessage(messages.failed),
        description: errorText(err),
      });
    }
  }

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        <Button onClick={() => setCreating({ doctor: null })}>
          <Plus aria-hidden />
          {intl.formatMessage(messages.newReferral)}
        </Button>
      </div>
      <CountedTabs
        value={box}
        onValueChange={setBox}
        tabs={referralBoxes.map((b) => ({
          value: b,
          label: intl.formatMessage(messages[b]),
          count: data?.counts[b],
        }))}
      >
        <ListState
          items={data?.items}
          messages={messages}
          failure={failed ? { description: errorText(error), onRetry: retry } : null}
          renderItem={(referral) => (
            <ReferralCard
              key={referral.id}
              referral={referral}
              busy={change.isMutating}
              onAction={(r, action) => void act(r, action)}
            />
          )}
        />
      </CountedTabs>
      <ColleagueSearch
        headingLevel="h2"
        renderDoctorAction={(doctor) => (
          <Button variant="outline" onClick={() => setCreating({ doctor })}>
            {intl.formatMessage(messages.refer)}
          </Button>
        )}
      />
      <ReferPatientDialog
        open={creating !== null}
        onOpenChange={(open) => !open && setCreating(null)}
        doctor={creating?.doctor ?? null}
      />
      <DeclineDialog
        referral={declining}
        busy={change.isMutating}
        onOpenChange={(open) => !open && setDeclining(null)}
        onDecline={(r, reason) => void act(r, 'declined', reason)}
      />
    </section>
  );
}
