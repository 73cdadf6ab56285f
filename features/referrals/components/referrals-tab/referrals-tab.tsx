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
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
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

  const list = () => {
    if (failed)
      return (
        <ErrorState
          headingLevel="h3"
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={retry}
        />
      );
    if (!data)
      return (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="text-muted-foreground">
            {intl.formatMessage(messages.loading)}
          </p>
          <Skeleton className="h-32" />
        </div>
      );
    if (data.items.length === 0)
      return (
        <EmptyState
          headingLevel="h3"
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyText)}
        />
      );
    return (
      <ul aria-label={intl.formatMessage(messages.listLabel)} className="flex flex-col gap-3">
        {data.items.map((referral) => (
          <ReferralCard
            key={referral.id}
            referral={referral}
            busy={change.isMutating}
            onAction={(r, action) => void act(r, action)}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-semibold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        <Button onClick={() => setCreating({ doctor: null })}>
          <Plus aria-hidden />
          {intl.formatMessage(messages.newReferral)}
        </Button>
      </div>
      <Tabs value={box} onValueChange={(v) => setBox(v as ReferralBox)}>
        <TabsList>
          {referralBoxes.map((b) => (
            <TabsTrigger key={b} value={b} count={data?.counts[b]}>
              {intl.formatMessage(messages[b])}
            </TabsTrigger>
          ))}
        </TabsList>
        {referralBoxes.map((b) => (
          <TabsContent key={b} value={b}>
            {b === box ? list() : null}
          </TabsContent>
        ))}
      </Tabs>
      <ColleagueSearch
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
