import { Phone, Video } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Consultation } from '@contract/consultations';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { ChatPanel } from './chat-panel';
import { messages, valued } from './messages';

export type ConsultationRoomProps = {
  consultation: Consultation | null;
  onOpenChange: (open: boolean) => void;
};

/**
 * Joining a consultation (001 §2.6): the chat, and for a video or audio one the call
 * placeholder overlay above it (calls are not connected; ADR 0041).
 */
export function ConsultationRoom({ consultation: c, onOpenChange }: ConsultationRoomProps) {
  const intl = useIntl();
  const other = c ? (c.direction === 'outgoing' ? c.consultant : c.requester) : null;
  const call = c?.status === 'in-progress' && (c.type === 'video' || c.type === 'audio');
  return (
    <Dialog open={c !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(valued.roomTitle, { name: other?.name ?? '' })}
          </DialogTitle>
          <DialogDescription>
            {c
              ? intl.formatMessage(valued.roomAbout, { patient: c.patientName, reason: c.reason })
              : null}
          </DialogDescription>
        </DialogHeader>
        {call && c ? (
          <div
            role="region"
            aria-label={intl.formatMessage(
              c.type === 'video' ? messages.callVideo : messages.callAudio,
            )}
            className="flex flex-col items-center gap-3 rounded-lg bg-foreground/90 p-6 text-center text-background"
          >
            <span aria-hidden className="[&_svg]:size-10">
              {c.type === 'video' ? <Video /> : <Phone />}
            </span>
            <p className="font-semibold">
              {intl.formatMessage(c.type === 'video' ? messages.callVideo : messages.callAudio)}
            </p>
            <p className="text-sm">
              {intl.formatMessage(valued.callPlaceholder, { name: other?.name ?? '' })}
            </p>
          </div>
        ) : null}
        {c ? <ChatPanel consultation={c} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              {intl.formatMessage(call ? messages.leave : messages.close)}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
