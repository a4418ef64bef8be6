import { useRootData } from "~/lib/root-data";

const LABEL = "Please leave this field blank";

/**
 * The honeypot fields remix-utils' server check expects (a trap field people leave empty and the
 * encrypted "valid from" time), rendered from the root loader's props. Ours rather than
 * `<HoneypotInputs>` because that one marks the trap `autocomplete="nope"`, which is not an
 * autofill token: the Nu Html Checker refuses it (issue 16). `off` keeps browsers from filling it.
 */
export function HoneypotFields() {
  const props = useRootData()?.honeypot;
  const nameField = props?.nameFieldName ?? "name__confirm";
  const validFromField = props?.validFromFieldName ?? "from__confirm";
  return (
    <div
      id={`${nameField}_wrap`}
      style={{ display: "none" }}
      aria-hidden="true"
    >
      <label htmlFor={nameField}>{LABEL}</label>
      <input
        id={nameField}
        name={nameField}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {props?.encryptedValidFrom ? (
        <>
          <label htmlFor={validFromField}>{LABEL}</label>
          <input
            id={validFromField}
            name={validFromField}
            type="text"
            value={props.encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
