import { redirect, type LoaderFunctionArgs } from "react-router";
import { cachedUser } from "@client/lib/use-auth";

/** Portal Access (the footer): the dashboard for members, sign-in for visitors. */
const portal = (signedIn: boolean) => redirect(signedIn ? "/dashboard" : "/login");

export const loader = ({ context }: LoaderFunctionArgs) => portal(!!context.user);
export const clientLoader = () => portal(!!cachedUser());
