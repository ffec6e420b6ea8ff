-- Schema version 8: the performance engine's efficiencies are fitted on resources/calibration/
-- measurements.json (issue 19). A row still holding schema 7's built-in default, with its built-in source,
-- was never edited: it goes, and the seed step adds it back at the fitted value with the fit as its source,
-- along with the rows of the new curves (gemm_half_width, training_balance_scale,
-- serving_max_batch, serving_layer_overhead_s, serving_stage_overhead_s). A value the user set is kept.
DELETE FROM assumptions WHERE key = 'training_compute_efficiency' AND value = 0.5
    AND source = 'ASSUMPTION informed by end-to-end MFU: Megatron-LM 52 %, PaLM 46.2 %, Llama 3 38-43 %';
DELETE FROM assumptions WHERE key = 'prefill_compute_efficiency' AND value = 0.5
    AND source = 'ASSUMPTION: same matrix multiplies as training';
DELETE FROM assumptions WHERE key = 'memory_bandwidth_efficiency' AND value = 0.7
    AND source = 'ASSUMPTION (editable): model bandwidth utilisation of a tuned serving engine';
