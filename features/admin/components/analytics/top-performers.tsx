import type { Analytics } from '@contract/admin-analytics';
import { EmptyState } from '@ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@ui/table';
import { messages } from './messages';
import { Section } from './section';
import { useLabels } from './use-labels';

function Ranked({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: string[];
  rows: { key: string; cells: string[] }[];
}) {
  const l = useLabels();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold">{caption}</h4>
      {rows.length === 0 ? (
        <EmptyState title={l.intl.formatMessage(messages.noneYet)} />
      ) : (
        <Table containerProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}>
          <TableHeader>
            <TableRow>
              {heads.map((h) => (
                <TableHead key={h}>{h}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                {r.cells.map((c, i) => (
                  <TableCell key={i}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

/** Top doctors and hospitals by appointments of the period, labs by rating. */
export function TopPerformers({ data }: { data: Analytics }) {
  const l = useLabels();
  const t = (m: keyof typeof messages) => l.intl.formatMessage(messages[m]);
  return (
    <Section title={t('topPerformers')}>
      <div className="grid gap-4 xl:grid-cols-3">
        <Ranked
          caption={t('topDoctors')}
          heads={[t('name'), t('appointments'), t('revenue')]}
          rows={data.top.doctors.map((d) => ({
            key: d.id,
            cells: [d.name, l.number(d.appointments), l.rupees(d.revenue)],
          }))}
        />
        <Ranked
          caption={t('topHospitals')}
          heads={[t('name'), t('appointments'), t('revenue')]}
          rows={data.top.hospitals.map((h) => ({
            key: h.id,
            cells: [`${h.name}, ${h.city}`, l.number(h.appointments), l.rupees(h.revenue)],
          }))}
        />
        <Ranked
          caption={t('topLabs')}
          heads={[t('name'), t('rating')]}
          rows={data.top.labs.map((lab) => ({
            key: lab.id,
            cells: [
              `${lab.name}, ${lab.city}`,
              lab.rating === null ? t('notRated') : l.number(lab.rating),
            ],
          }))}
        />
      </div>
    </Section>
  );
}

/** Each plan of the settings with its subscribers and revenue. */
export function SubscriptionAnalytics({ data }: { data: Analytics }) {
  const l = useLabels();
  const t = (m: keyof typeof messages) => l.intl.formatMessage(messages[m]);
  return (
    <Section title={t('subscriptionAnalytics')} note={t('subscriptionNote')}>
      <Ranked
        caption={t('subscriptions')}
        heads={[t('plan'), t('price'), t('count'), t('revenue'), t('share')]}
        rows={data.subscriptions.map((p) => ({
          key: p.plan,
          cells: [
            p.plan,
            l.rupees(p.price),
            l.number(p.count),
            l.rupees(p.revenue),
            l.percent(p.percentage),
          ],
        }))}
      />
    </Section>
  );
}
