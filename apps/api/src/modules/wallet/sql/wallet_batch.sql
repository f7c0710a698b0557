-- The wallet batch as api processes before decision 0030 call it: the calls' answers alone, the
-- batch's account news raised in its own transaction. Kept so that processes of the code before
-- go on working beside newer ones while a rolling restart replaces them (the functions are
-- replaced in place as any process starts); the api calls wallet_batch_announced_by_caller.
CREATE OR REPLACE FUNCTION wallet_batch(calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  outcome jsonb := wallet_batch_announced_by_caller(calls);
BEGIN
  PERFORM pg_notify('account_changed', player_id)
    FROM jsonb_array_elements_text(outcome->'changedPlayers') AS player_id;
  RETURN outcome->'answers';
END $$;
