import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Eraser } from 'lucide-react';
import { useIntl } from 'react-intl';
import SignaturePadEngine, { type PointGroup } from 'signature_pad';
import { cn } from '../lib/cn';
import { Button } from '../button';
import { Input } from '../input';
import { messages as fieldMessages } from '../field/messages';
import { messages } from './messages';

/**
 * The exported picture is a document artefact (printed on prescriptions, shown on white paper),
 * not themed UI: it is always dark ink on a transparent background, whatever the theme on screen.
 */
const EXPORT_INK = '#1b1f3b';
/** Line width 2: signature_pad's width is a radius. */
const STROKE = { minWidth: 1, maxWidth: 1, dotSize: 1 } as const;
const TYPED_FONT = 'italic 34px "Noto Serif", Georgia, serif';

export const signaturePadVariants = cva(
  [
    'block w-full touch-none rounded-md border-2 border-dashed bg-surface text-foreground',
    'cursor-crosshair',
  ],
  {
    variants: {
      invalid: { false: 'border-input', true: 'border-danger' },
      disabled: { false: '', true: 'cursor-not-allowed opacity-60' },
    },
    defaultVariants: { invalid: false, disabled: false },
  },
);

export type SignaturePadProps = Omit<ComponentProps<'fieldset'>, 'onChange'> &
  Omit<VariantProps<typeof signaturePadVariants>, 'invalid' | 'disabled'> & {
    /** The group's visible name (its legend). */
    label: ReactNode;
    /** Help under the legend, read with the drawing area and the typed field. */
    hint?: ReactNode;
    /** Shown under the pad, marks it invalid and is announced when it appears. */
    error?: ReactNode;
    required?: boolean;
    disabled?: boolean;
    /** Drawing area size in CSS pixels; it shrinks to the width available, keeping its shape. */
    width?: number;
    height?: number;
    /** A PNG data URL of the signature (drawn or typed), or null once it is cleared. */
    onChange?: (dataUrl: string | null) => void;
  };

function exportDrawn(groups: PointGroup[], width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const pad = new SignaturePadEngine(canvas, { ...STROKE, penColor: EXPORT_INK });
  pad.fromData(groups.map((group) => ({ ...group, penColor: EXPORT_INK })));
  pad.off();
  return canvas.toDataURL('image/png');
}

function drawTyped(
  canvas: HTMLCanvasElement,
  name: string,
  ink: string,
  width: number,
  height: number,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.font = TYPED_FONT;
  context.fillStyle = ink;
  context.textBaseline = 'middle';
  context.fillText(name, 16, height / 2, width - 32);
  context.restore();
}

function exportTyped(name: string, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  drawTyped(canvas, name, EXPORT_INK, width, height);
  return canvas.toDataURL('image/png');
}

/**
 * A signature: drawn on a canvas with a finger, pen or mouse, or, for keyboard and
 * screen-reader users (and anyone who prefers it), typed as a full name, which is
 * rendered as the signature. Either way `onChange` gets one PNG data URL.
 */
export function SignaturePad({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  width = 400,
  height = 150,
  onChange,
  className,
  ...props
}: SignaturePadProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const typedRef = useRef('');
  const onChangeRef = useRef(onChange);
  const [typed, setTyped] = useState('');
  const [signed, setSigned] = useState(false);
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, { ...STROKE, throttle: 0 });
    padRef.current = pad;
    const ink = () => getComputedStyle(canvas).color;

    /** Sizes the bitmap to the drawn size and the screen's density, then repaints. */
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const groups = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      repaint(groups);
    };
    /** Repaints in the current theme's ink (after a resize or a theme change). */
    const repaint = (groups = pad.toData()) => {
      pad.penColor = ink();
      pad.clear();
      if (groups.length > 0) pad.fromData(groups.map((group) => ({ ...group, penColor: ink() })));
      else if (typedRef.current)
        drawTyped(canvas, typedRef.current, ink(), canvas.offsetWidth, canvas.offsetHeight);
    };
    const beginStroke = () => {
      pad.penColor = ink();
      // Drawing replaces a typed signature.
      if (typedRef.current) {
        typedRef.current = '';
        setTyped('');
        pad.clear();
      }
    };
    const endStroke = () => {
      setSigned(true);
      onChangeRef.current?.(exportDrawn(pad.toData(), canvas.offsetWidth, canvas.offsetHeight));
    };
    pad.addEventListener('beginStroke', beginStroke);
    pad.addEventListener('endStroke', endStroke);
    fit();
    const resize = new ResizeObserver(() => fit());
    resize.observe(canvas);
    const theme = new MutationObserver(() => repaint());
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      pad.removeEventListener('beginStroke', beginStroke);
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  function clear() {
    padRef.current?.clear();
    typedRef.current = '';
    setTyped('');
    setSigned(false);
    onChange?.(null);
  }

  function type(name: string) {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    typedRef.current = name;
    setTyped(name);
    if (!canvas || !pad) return;
    pad.clear();
    const trimmed = name.trim();
    if (!trimmed) {
      setSigned(false);
      onChange?.(null);
      return;
    }
    const ink = getComputedStyle(canvas).color;
    drawTyped(canvas, trimmed, ink, canvas.offsetWidth, canvas.offsetHeight);
    setSigned(true);
    onChange?.(exportTyped(trimmed, canvas.offsetWidth, canvas.offsetHeight));
  }

  return (
    <fieldset
      data-slot="signature-pad"
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      aria-invalid={hasError || undefined}
      style={{ maxWidth: width }}
      className={cn('flex w-full min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ms-0.5 text-danger after:content-['*']" />
            <span className="sr-only">{intl.formatMessage(fieldMessages.required)}</span>
          </>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <canvas
        ref={canvasRef}
        data-slot="signature-pad-canvas"
        role="img"
        aria-label={intl.formatMessage(messages.canvas)}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={signaturePadVariants({ invalid: hasError, disabled })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {intl.formatMessage(signed ? messages.signed : messages.empty)}
        </p>
        <Button type="button" variant="outline" onClick={clear} disabled={disabled || !signed}>
          <Eraser aria-hidden="true" />
          {intl.formatMessage(messages.clear)}
        </Button>
      </div>
      <label htmlFor={`${id}-typed`} className="text-sm font-medium text-foreground">
        {intl.formatMessage(messages.typed)}
      </label>
      <Input
        id={`${id}-typed`}
        value={typed}
        autoComplete="name"
        onChange={(event) => type(event.target.value)}
        aria-describedby={describedBy || undefined}
        invalid={hasError}
      />
      <div aria-live="polite">
        {hasError ? (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
