export {
  RealtimeProvider,
  useRealtimeEvent,
  useRealtimeEvents,
  useWatchRoom,
  type RealtimeProviderProps,
} from './realtime-provider';
export {
  createRealtimeHub,
  type CatchAllSocket,
  type RealtimeHandler,
  type RealtimeHub,
} from './realtime-hub';
export { isLiveRead, reconnection } from './reconnection';
