import { first } from "./first";
export const second = () => first;
