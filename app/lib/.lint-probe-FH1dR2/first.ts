import { second } from "./second";
export const first = () => second;
