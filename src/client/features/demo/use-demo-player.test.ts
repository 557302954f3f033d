import { describe, expect, it } from "vitest";
import { playerReducer, type PlayerState } from "./use-demo-player";

const idle: PlayerState = { demo: null, step: 0, playing: false, completed: false, remainingMs: 0 };
const run = (state: PlayerState, ...actions: Parameters<typeof playerReducer>[1][]) =>
  actions.reduce(playerReducer, state);

describe("the demo player", () => {
  it("starts a demo at its first step with that step's duration", () => {
    expect(run(idle, { type: "start", demo: "aggregation" })).toEqual({
      demo: "aggregation",
      step: 0,
      playing: true,
      completed: false,
      remainingMs: 2500,
    });
  });

  it("advances with each step's own duration and stops after the last step", () => {
    let state = run(idle, { type: "start", demo: "efficiency" });
    const seen = [state.remainingMs];
    for (let i = 0; i < 3; i++) {
      state = playerReducer(state, { type: "stepElapsed" });
      seen.push(state.remainingMs);
    }
    expect(seen).toEqual([3000, 4000, 2000, 3000]);
    expect(state.step).toBe(3);
    state = playerReducer(state, { type: "stepElapsed" });
    expect(state).toMatchObject({ step: 3, playing: false, completed: true });
    expect(playerReducer(state, { type: "stepElapsed" })).toBe(state);
    expect(playerReducer(state, { type: "resume" })).toBe(state);
  });

  it("keeps the time left on a step across a pause", () => {
    const paused = run(
      idle,
      { type: "start", demo: "efficiency" },
      { type: "pause", elapsedMs: 1200 },
    );
    expect(paused).toMatchObject({ playing: false, step: 0, remainingMs: 1800 });
    expect(playerReducer(paused, { type: "stepElapsed" })).toBe(paused);
    expect(playerReducer(paused, { type: "resume" })).toMatchObject({
      playing: true,
      remainingMs: 1800,
    });
  });

  it("reset clears the selection; starting the other demo switches to it", () => {
    const playing = run(idle, { type: "start", demo: "efficiency" }, { type: "stepElapsed" });
    expect(playerReducer(playing, { type: "reset" })).toEqual(idle);
    expect(playerReducer(playing, { type: "start", demo: "aggregation" })).toMatchObject({
      demo: "aggregation",
      step: 0,
    });
  });
});
