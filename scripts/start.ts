/** npm start: build the client if needed, then serve API and client on one port. */
import { ensureBuild } from "./ensure-build.js";

ensureBuild();
process.env.NODE_ENV ??= "development";
await import("../src/server/main.js");
