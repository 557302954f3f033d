import { useCallback, useEffect, useReducer, useRef } from "react";
import { DEMO_SCRIPTS, type DemoId } from "./demo-scripts";

export interface PlayerState {
  demo: DemoId | null;
  step: number;
  playing: boolean;
  /** The last step has run its time: playback stopped there. */
  completed: boolean;
  /** Time left on the current step, kept across a pause. */
  remainingMs: number;
}

type Action =
  | { type: "start"; demo: DemoId }
  | { type: "stepElapsed" }
  | { type: "pause"; elapsedMs: number }
  | { type: "resume" }
  | { type: "reset" };

const IDLE: PlayerState = { demo: null, step: 0, playing: false, completed: false, remainingMs: 0 };

const durationOf = (demo: DemoId, step: number) => DEMO_SCRIPTS[demo].steps[step]!.durationMs;

export function playerReducer(state: PlayerState, action: Action): PlayerState {
  switch (action.type) {
    case "start":
      return {
        demo: action.demo,
        step: 0,
        playing: true,
        completed: false,
        remainingMs: durationOf(action.demo, 0),
      };
    case "stepElapsed": {
      if (!state.demo || !state.playing) return state;
      const last = DEMO_SCRIPTS[state.demo].steps.length - 1;
      if (state.step < last) {
        const step = state.step + 1;
        return { ...state, step, remainingMs: durationOf(state.demo, step) };
      }
      return { ...state, playing: false, completed: true, remainingMs: 0 };
    }
    case "pause":
      if (!state.playing) return state;
      return {
        ...state,
        playing: false,
        remainingMs: Math.max(0, state.remainingMs - action.elapsedMs),
      };
    case "resume":
      if (!state.demo || state.playing || state.completed) return state;
      return { ...state, playing: true };
    case "reset":
      return IDLE;
  }
}

/**
 * Plays a demo script: each step advances after its own duration, playback stops at the end of
 * the last step, pause keeps the time left on the step, and reset clears the selection.
 */
export function useDemoPlayer() {
  const [state, dispatch] = useReducer(playerReducer, IDLE);
  const runStartedAt = useRef(0);

  useEffect(() => {
    if (!state.playing) return;
    runStartedAt.current = Date.now();
    const timer = setTimeout(() => dispatch({ type: "stepElapsed" }), state.remainingMs);
    return () => clearTimeout(timer);
  }, [state.playing, state.demo, state.step, state.remainingMs]);

  const start = useCallback((demo: DemoId) => dispatch({ type: "start", demo }), []);
  const togglePause = useCallback(() => {
    if (state.playing) dispatch({ type: "pause", elapsedMs: Date.now() - runStartedAt.current });
    else dispatch({ type: "resume" });
  }, [state.playing]);
  const reset = useCallback(() => dispatch({ type: "reset" }), []);

  return { state, start, togglePause, reset };
}
