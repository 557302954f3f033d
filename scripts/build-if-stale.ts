/** Builds the client if a source is newer than the build (npm test runs it beside the unit tests). */
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
