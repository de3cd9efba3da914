import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

type Ripple = (props: TouchRippleProps & { ref: Ref<TouchRippleActions> }) => ReactNode;
type Call = {
  [Action in keyof TouchRippleActions]: [Action, Parameters<TouchRippleActions[Action]>];
}[keyof TouchRippleActions];

let loaded: Ripple | null = null;
let loading: Promise<Ripple> | null = null;

function loadRipple(): Promise<Ripple> {
  loading ??= import('@mui/material/ButtonBase/TouchRipple').then(
    (module) => (loaded = module.default as unknown as Ripple),
    (error: unknown) => {
      // Not there (the connection dropped): a button pressed later asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * MUI's ripple, the ink a button shows where it is pressed, fetched on the first press instead
 * of with every first load (about 2 KB brotli). The browser build puts this in the place of MUI's
 * own (vite.config.ts); a button mounts it on its first press, as MUI does, and the presses and
 * releases made while its code is on its way play back once it is there, so the ripple starts
 * where the finger or pointer went down.
 */
const LazyTouchRipple = forwardRef<TouchRippleActions, TouchRippleProps>(
  function LazyTouchRipple(props, ref) {
    const [Ripple, setRipple] = useState<Ripple | null>(() => loaded);
    const ripple = useRef<TouchRippleActions>(null);
    const waiting = useRef<Call[]>([]);

    useImperativeHandle(ref, () => {
      const call = (...[action, args]: Call) => {
        if (!ripple.current) waiting.current.push([action, args] as Call);
        else (ripple.current[action] as (...given: typeof args) => void)(...args);
      };
      return {
        start: (...args) => call('start', args),
        pulsate: (...args) => call('pulsate', args),
        stop: (...args) => call('stop', args),
      };
    }, []);

    useEffect(() => {
      if (Ripple) {
        for (const [action, args] of waiting.current.splice(0))
          (ripple.current?.[action] as ((...given: typeof args) => void) | undefined)?.(...args);
        return undefined;
      }
      let mounted = true;
      loadRipple().then(
        (loadedRipple) => {
          if (mounted) setRipple(() => loadedRipple);
        },
        () => {
          // No ripple this time: the button works the same without it.
          waiting.current = [];
        },
      );
      return () => {
        mounted = false;
      };
    }, [Ripple]);

    return Ripple ? <Ripple {...props} ref={ripple} /> : null;
  },
);

export default LazyTouchRipple;
