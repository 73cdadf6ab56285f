import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { cn } from './cn';
import classLists from './cn.class-lists.json';

/** The full tailwind-merge, with its default configuration, is what `cn` must agree with. */
const full = twMerge;

describe('cn', () => {
  it('merges every class list the stories draw as the full tailwind-merge does', () => {
    expect(classLists.length).toBeGreaterThan(400);
    const differ = classLists.filter((list) => cn(list) !== full(list));
    expect(differ.map((list) => ({ list, cn: cn(list), full: full(list) }))).toEqual([]);
  });

  it('lets a later utility override an earlier one of the same property', () => {
    expect(cn('px-4 py-2 text-base text-foreground', 'px-0 text-danger')).toBe(
      'py-2 text-base px-0 text-danger',
    );
    expect(cn('p-6 gap-4', 'gap-0 p-0')).toBe('gap-0 p-0');
    expect(cn('px-4 pe-10', 'p-2')).toBe('p-2');
    expect(cn('border border-input', 'border-danger')).toBe('border border-danger');
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('size-touch p-0 [&_svg]:size-4', '[&_svg]:size-5')).toBe(
      'size-touch p-0 [&_svg]:size-5',
    );
    expect(cn('whitespace-nowrap', 'whitespace-normal')).toBe('whitespace-normal');
  });

  it("leaves our theme's own values to the stylesheet's order, as the full merge does", () => {
    expect(cn('min-h-touch px-4', 'min-h-0 px-0')).toBe('min-h-touch min-h-0 px-0');
    expect(cn('size-touch', 'size-9')).toBe('size-touch size-9');
    expect(cn('duration-fast ease-standard', 'duration-200 ease-out')).toBe(
      'duration-fast ease-standard duration-200 ease-out',
    );
  });

  it('keeps utilities of different properties that share a prefix', () => {
    expect(cn('text-sm text-muted-foreground text-center text-balance')).toBe(
      'text-sm text-muted-foreground text-center text-balance',
    );
    expect(cn('border-t border-border', 'border-e-0')).toBe('border-t border-border border-e-0');
    expect(cn('font-medium font-sans', 'ring-1 ring-danger')).toBe(
      'font-medium font-sans ring-1 ring-danger',
    );
    expect(cn('flex flex-col flex-1 flex-wrap')).toBe('flex flex-col flex-1 flex-wrap');
  });

  it('keeps what it does not know, and drops nothing it cannot place', () => {
    expect(cn('focus-ring lazy-items px-2', 'from-primary to-accent px-3')).toBe(
      'focus-ring lazy-items from-primary to-accent px-3',
    );
  });

  it('joins conditional classes as clsx does', () => {
    expect(cn('a', false, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });
});
