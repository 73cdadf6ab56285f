import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@lib/data';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@ui/dialog';
import { Input } from '@ui/input';
import { toast } from '@ui/toast';
import { useConnectHospital } from '../../api/schedule';
import { hospitalMessages, valued } from './messages';

export type ConnectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hospitals the doctor already asked to join (their Connect is not offered). */
  requested: ReadonlySet<string>;
};

/** Finds a listed hospital by name or city and asks to join it (the request stays pending). */
export function ConnectDialog({ open, onOpenChange, requested }: ConnectDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const { data } = useApiQuery(
    'hospitalsSearch',
    search.length >= 2 ? { query: { q: search, limit: 10 } } : null,
  );
  const connect = useConnectHospital();
  const join = async (id: string) => {
    try {
      await connect.trigger({ params: { id } });
      toast({ title: intl.formatMessage(hospitalMessages.connected), variant: 'success' });
    } catch (error) {
      toast({
        title: intl.formatMessage(hospitalMessages.connectFailed),
        description: errorText(error),
        variant: 'error',
      });
    }
  };
  const found = data?.providers ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(hospitalMessages.connectTitle)}</DialogTitle>
        </DialogHeader>
        <Input
          type="search"
          aria-label={intl.formatMessage(hospitalMessages.search)}
          placeholder={intl.formatMessage(hospitalMessages.search)}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {data && found.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(hospitalMessages.noResults)}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {found.map((h) => (
              <li key={h._id} className="flex items-center justify-between gap-2">
                <span className="flex flex-col">
                  {h.name}
                  <span className="text-sm text-muted-foreground">{h.location.city}</span>
                </span>
                {requested.has(h._id) ? (
                  <span className="text-sm text-muted-foreground">
                    {intl.formatMessage(hospitalMessages.pending)}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    aria-label={intl.formatMessage(valued.connectLabel, { name: h.name })}
                    onClick={() => void join(h._id)}
                  >
                    {intl.formatMessage(hospitalMessages.connectOne)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
