-- The audit log is append-only: whoever runs UPDATE or DELETE on it is refused by the database
-- itself, the api's own connection included (issue 19). TRUNCATE is the schema owner's, as in
-- the tests' clean-up between cases; an operator's api role should not own the tables.
CREATE OR REPLACE FUNCTION staff_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER staff_audit_log_append_only
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
