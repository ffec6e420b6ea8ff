-- Schema version 13: the efficiencies are refitted (issue 40). The calibration set's Megatron-LM rows had
-- been read as gated (SwiGLU) Llama blocks, 1.3x their published size, and a token's active parameters had
-- counted the input embedding; with the published architectures the training curves change most. A row
-- still holding schema 12's fitted default, with the fit as its source, was never edited: it goes, and the
-- seed step adds it back at the new fit. A value the user set is kept.
DELETE FROM assumptions WHERE key = 'training_compute_efficiency' AND value = 0.7656
    AND source LIKE 'fitted on the training half%';
DELETE FROM assumptions WHERE key = 'training_balance_scale' AND value = 707.6
    AND source LIKE 'fitted on the training half%';
DELETE FROM assumptions WHERE key = 'prefill_compute_efficiency' AND value = 0.5041
    AND source LIKE 'fitted on the serving half%';
DELETE FROM assumptions WHERE key = 'serving_layer_overhead_s' AND value = 0.00017
    AND source LIKE 'fitted on the serving half%';
DELETE FROM assumptions WHERE key = 'serving_stage_overhead_s' AND value = 0.01096
    AND source LIKE 'fitted on the serving half%';
