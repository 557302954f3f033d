/**
 * React DOM on its own: the bootstrap (main.tsx) runs this module first, in a task of its own,
 * then the application (start.tsx) in the next (docs/decisions/0107 and 0166).
 */
import "react-dom/client";
