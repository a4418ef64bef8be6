import { Button } from "~/components/ui/button";
export const probe = Button;
