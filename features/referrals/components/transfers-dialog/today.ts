const kathmandu = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Nepal, YYYY-MM-DD: the earliest expected transfer date. */
export const nepalToday = (now: Date = new Date()) => kathmandu.format(now);
