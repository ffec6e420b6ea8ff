<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogOpening</name>
    <message>
        <source>The damaged catalog was kept as %1; a factory catalog took its place.</source>
        <translation>The damaged catalog was kept as %1; a factory catalog took its place.</translation>
    </message>
    <message>
        <source>The catalog %1 is damaged and was left untouched.</source>
        <translation>The catalog %1 is damaged and was left untouched.</translation>
    </message>
    <message>
        <source>The catalog could not be opened.</source>
        <translation>The catalog could not be opened.</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor</source>
        <translation>GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>Restoring keeps the damaged file beside the new one; nothing is deleted.</source>
        <translation>Restoring keeps the damaged file beside the new one; nothing is deleted.</translation>
    </message>
    <message>
        <source>&amp;Restore factory catalog</source>
        <translation>&amp;Restore factory catalog</translation>
    </message>
    <message>
        <source>&amp;Open another file…</source>
        <translation>&amp;Open another file…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Open a catalog</source>
        <translation>Open a catalog</translation>
    </message>
    <message>
        <source>Catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>Catalogs (*.sqlite *.db);;All files (*)</translation>
    </message>
    <message>
        <source>No offline copy of the team catalog could be kept: %1</source>
        <translation>No offline copy of the team catalog could be kept: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source> billion tokens</source>
        <translation> billion tokens</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::CatalogEditor</name>
    <message>
        <source>Catalog — %1</source>
        <translation>Catalog — %1</translation>
    </message>
    <message>
        <source>Filter rows (any column)…</source>
        <translation>Filter rows (any column)…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Search:</translation>
    </message>
    <message>
        <source>Edited; Submit saves, Revert discards.</source>
        <translation>Edited; Submit saves, Revert discards.</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Add row</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicate</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>De&amp;lete</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Submit</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Revert</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catalog</translation>
    </message>
    <message>
        <source>Import SkyPilot &amp;CSV…</source>
        <translation>Import SkyPilot &amp;CSV…</translation>
    </message>
    <message>
        <source>Import a SkyPilot price list</source>
        <translation>Import a SkyPilot price list</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Catalog provider id for these offers (e.g. azure, aws, gcp):</source>
        <translation>Catalog provider id for these offers (e.g. azure, aws, gcp):</translation>
    </message>
    <message>
        <source>Import model &amp;config.json…</source>
        <translation>Import model &amp;config.json…</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Import a Hugging Face config.json</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Model id</translation>
    </message>
    <message>
        <source>Catalog id (lowercase-kebab, e.g. my-model-13b):</source>
        <translation>Catalog id (lowercase-kebab, e.g. my-model-13b):</translation>
    </message>
    <message>
        <source>&amp;Export as JSON…</source>
        <translation>&amp;Export as JSON…</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>Export the catalog</translation>
    </message>
    <message>
        <source>Reset to &amp;factory catalog…</source>
        <translation>Reset to &amp;factory catalog…</translation>
    </message>
    <message>
        <source>Reset the catalog</source>
        <translation>Reset the catalog</translation>
    </message>
    <message>
        <source>Replace the catalog with the factory one? The current file is kept as a backup next to it.</source>
        <translation>Replace the catalog with the factory one? The current file is kept as a backup next to it.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>%1, new row %2: %3 is empty; every catalog value needs a source and an as-of date.</source>
        <translation>%1, new row %2: %3 is empty; every catalog value needs a source and an as-of date.</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1 refused the edit (%2).</source>
        <translation>Not saved, nothing was written: %1 refused the edit (%2).</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1</source>
        <translation>Not saved, nothing was written: %1</translation>
    </message>
    <message>
        <source>Saved. The dashboard recomputes with the new values.</source>
        <translation>Saved. The dashboard recomputes with the new values.</translation>
    </message>
    <message>
        <source>Edits discarded.</source>
        <translation>Edits discarded.</translation>
    </message>
    <message>
        <source>New row: fill in the key, the values and the source, then Submit.</source>
        <translation>New row: fill in the key, the values and the source, then Submit.</translation>
    </message>
    <message>
        <source>Cannot duplicate: %1</source>
        <translation>Cannot duplicate: %1</translation>
    </message>
    <message>
        <source>Duplicated; change the key (&apos;-copy&apos;) and Submit.</source>
        <translation>Duplicated; change the key (&apos;-copy&apos;) and Submit.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) marked for deletion; Submit deletes them, Revert keeps them.</source>
        <translation>
            <numerusform>%n row(s) marked for deletion; Submit deletes them, Revert keeps them.</numerusform>
            <numerusform>%n row(s) marked for deletion; Submit deletes them, Revert keeps them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>SkyPilot price list %1</source>
        <translation>SkyPilot price list %1</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nothing imported: %1</translation>
    </message>
    <message>
        <source>Imported %1 offers from %2; %3 rows skipped (no GPU, unknown accelerator or no price).</source>
        <translation>Imported %1 offers from %2; %3 rows skipped (no GPU, unknown accelerator or no price).</translation>
    </message>
    <message>
        <source>config.json imported from %1</source>
        <translation>config.json imported from %1</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Not imported: %1</translation>
    </message>
    <message>
        <source>Model %1 imported.</source>
        <translation>Model %1 imported.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message>
        <source>Unsaved catalog edits</source>
        <translation>Unsaved catalog edits</translation>
    </message>
    <message>
        <source>Save the catalog edits before closing?</source>
        <translation>Save the catalog edits before closing?</translation>
    </message>
    <message>
        <source>Catalog (read-only) — %1</source>
        <translation>Catalog (read-only) — %1</translation>
    </message>
    <message>
        <source>Read-only: %1. Edits, imports and reset are off; export still works.</source>
        <translation>Read-only: %1. Edits, imports and reset are off; export still works.</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;History</translation>
    </message>
    <message>
        <source>Someone else changed these rows</source>
        <translation>Someone else changed these rows</translation>
    </message>
    <message>
        <source>Since you opened the catalog, these rows you edited were changed:

%1

Keep your values (theirs stay in the history), or take theirs and drop your edits of these rows?</source>
        <translation>Since you opened the catalog, these rows you edited were changed:

%1

Keep your values (theirs stay in the history), or take theirs and drop your edits of these rows?</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Keep mine</translation>
    </message>
    <message>
        <source>Take theirs</source>
        <translation>Take theirs</translation>
    </message>
    <message>
        <source>Not saved: rows you edited were changed by someone else meanwhile.</source>
        <translation>Not saved: rows you edited were changed by someone else meanwhile.</translation>
    </message>
    <message>
        <source>%1 %2, revision %3 by %4 at %5: %6</source>
        <translation>%1 %2, revision %3 by %4 at %5: %6</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>another program</translation>
    </message>
    <message>
        <source>Select a row to see its history.</source>
        <translation>Select a row to see its history.</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1 %2 was changed by someone else (revision %3) while you were saving. Submit again to see the change and choose.</source>
        <translation>Not saved, nothing was written: %1 %2 was changed by someone else (revision %3) while you were saving. Submit again to see the change and choose.</translation>
    </message>
    <message>
        <source>Check &amp;prices</source>
        <translation>Check &amp;prices</translation>
    </message>
    <message>
        <source>Every price that is an estimate, stale or in a region to confirm</source>
        <translation>Every price that is an estimate, stale or in a region to confirm</translation>
    </message>
    <message>
        <source>The check reads the saved catalog: submit your edits to see them in it.</source>
        <translation>The check reads the saved catalog: submit your edits to see them in it.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ConstraintsPage</name>
    <message>
        <source>Constraints</source>
        <translation>Constraints</translation>
    </message>
    <message>
        <source>Who is the customer, what data is involved, where may it go, and what may it cost? Leave a list unticked to allow everything in it.</source>
        <translation>Who is the customer, what data is involved, where may it go, and what may it cost? Leave a list unticked to allow everything in it.</translation>
    </message>
    <message>
        <source>Customer and data</source>
        <translation>Customer and data</translation>
    </message>
    <message>
        <source>Private company</source>
        <translation>Private company</translation>
    </message>
    <message>
        <source>Brazilian financial institution (BCB, CMN 4.893)</source>
        <translation>Brazilian financial institution (BCB, CMN 4.893)</translation>
    </message>
    <message>
        <source>Brazilian federal public administration</source>
        <translation>Brazilian federal public administration</translation>
    </message>
    <message>
        <source>Brazilian federal body in SISP</source>
        <translation>Brazilian federal body in SISP</translation>
    </message>
    <message>
        <source>Health provider</source>
        <translation>Health provider</translation>
    </message>
    <message>
        <source>EU organisation</source>
        <translation>EU organisation</translation>
    </message>
    <message>
        <source>Portuguese organisation</source>
        <translation>Portuguese organisation</translation>
    </message>
    <message>
        <source>US HIPAA covered entity</source>
        <translation>US HIPAA covered entity</translation>
    </message>
    <message>
        <source>EU financial entity (DORA)</source>
        <translation>EU financial entity (DORA)</translation>
    </message>
    <message>
        <source>EU insurer (DORA)</source>
        <translation>EU insurer (DORA)</translation>
    </message>
    <message>
        <source>Brazilian telecom operator (Anatel)</source>
        <translation>Brazilian telecom operator (Anatel)</translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation>&amp;Organisation:</translation>
    </message>
    <message>
        <source>Data processed:</source>
        <translation>Data processed:</translation>
    </message>
    <message>
        <source>Personal data</source>
        <translation>Personal data</translation>
    </message>
    <message>
        <source>Health data (sensitive)</source>
        <translation>Health data (sensitive)</translation>
    </message>
    <message>
        <source>Financial / banking secrecy</source>
        <translation>Financial / banking secrecy</translation>
    </message>
    <message>
        <source>Classified (reservado)</source>
        <translation>Classified (reservado)</translation>
    </message>
    <message>
        <source>Data subjects in:</source>
        <translation>Data subjects in:</translation>
    </message>
    <message>
        <source>The provider may train on the data</source>
        <translation>The provider may train on the data</translation>
    </message>
    <message>
        <source>Customer asks for a sovereign (in-country) cloud</source>
        <translation>Customer asks for a sovereign (in-country) cloud</translation>
    </message>
    <message>
        <source>High-risk AI use (EU AI Act Annex III)</source>
        <translation>High-risk AI use (EU AI Act Annex III)</translation>
    </message>
    <message>
        <source>Touches Pix payments</source>
        <translation>Touches Pix payments</translation>
    </message>
    <message>
        <source>Where and how</source>
        <translation>Where and how</translation>
    </message>
    <message>
        <source>Cloud (hourly)</source>
        <translation>Cloud (hourly)</translation>
    </message>
    <message>
        <source>Bare metal (monthly)</source>
        <translation>Bare metal (monthly)</translation>
    </message>
    <message>
        <source>Buy (own)</source>
        <translation>Buy (own)</translation>
    </message>
    <message>
        <source>Allowed providers:</source>
        <translation>Allowed providers:</translation>
    </message>
    <message>
        <source>Allowed data-centre countries:</source>
        <translation>Allowed data-centre countries:</translation>
    </message>
    <message>
        <source>Money and time</source>
        <translation>Money and time</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Currency:</translation>
    </message>
    <message>
        <source>Buyer&apos;s &amp;country:</source>
        <translation>Buyer&apos;s &amp;country:</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Horizon:</translation>
    </message>
    <message>
        <source>Expected &amp;utilisation:</source>
        <translation>Expected &amp;utilisation:</translation>
    </message>
    <message>
        <source>How to acquire: nothing is ticked; tick cloud, bare metal or buy (or several).</source>
        <translation>How to acquire: nothing is ticked; tick cloud, bare metal or buy (or several).</translation>
    </message>
    <message>
        <source>Classified (secreto)</source>
        <translation>Classified (secreto)</translation>
    </message>
    <message>
        <source>Classified (ultrassecreto)</source>
        <translation>Classified (ultrassecreto)</translation>
    </message>
    <message>
        <source>catalog default</source>
        <translation>catalog default</translation>
    </message>
    <message>
        <source>The most one rack of your site can power and cool; servers to buy that draw more are not offered.</source>
        <translation>The most one rack of your site can power and cool; servers to buy that draw more are not offered.</translation>
    </message>
    <message>
        <source>&amp;Rack power limit:</source>
        <translation>&amp;Rack power limit:</translation>
    </message>
    <message>
        <source>Procurement policy</source>
        <translation>Procurement policy</translation>
    </message>
    <message>
        <source>Left at &quot;default&quot;, a rule follows from the organisation and the data: personal, financial, health or classified data exclude marketplace hosts and consumer GPUs; health data excludes 4-bit weights.</source>
        <translation>Left at &quot;default&quot;, a rule follows from the organisation and the data: personal, financial, health or classified data exclude marketplace hosts and consumer GPUs; health data excludes 4-bit weights.</translation>
    </message>
    <message>
        <source>default for this customer</source>
        <translation>default for this customer</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>allowed</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>not allowed</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>N+1 across servers</source>
        <translation>N+1 across servers</translation>
    </message>
    <message>
        <source>N+1 across sites</source>
        <translation>N+1 across sites</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>no minimum</translation>
    </message>
    <message>
        <source>A training or batch plan must finish with this share of its run time to spare before the deadline.</source>
        <translation>A training or batch plan must finish with this share of its run time to spare before the deadline.</translation>
    </message>
    <message>
        <source>&amp;Marketplace hosts:</source>
        <translation>&amp;Marketplace hosts:</translation>
    </message>
    <message>
        <source>Consumer &amp;GPUs:</source>
        <translation>Consumer &amp;GPUs:</translation>
    </message>
    <message>
        <source>&amp;4-bit weights:</source>
        <translation>&amp;4-bit weights:</translation>
    </message>
    <message>
        <source>Re&amp;dundancy:</source>
        <translation>Re&amp;dundancy:</translation>
    </message>
    <message>
        <source>Least &amp;SLA:</source>
        <translation>Least &amp;SLA:</translation>
    </message>
    <message>
        <source>Deadline &amp;margin:</source>
        <translation>Deadline &amp;margin:</translation>
    </message>
    <message>
        <source>the scenario file&apos;s own list</source>
        <translation>the scenario file&apos;s own list</translation>
    </message>
    <message>
        <source>&amp;Budget (whole horizon or job):</source>
        <translation>&amp;Budget (whole horizon or job):</translation>
    </message>
    <message>
        <source>The most the whole horizon may cost (serving), or one job (training, batch), in the currency above; options above it are shown as over budget, never ranked.</source>
        <translation>The most the whole horizon may cost (serving), or one job (training, batch), in the currency above; options above it are shown as over budget, never ranked.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::Dashboard</name>
    <message>
        <source>Start a study with File ▸ New study (Ctrl+N), or open an example from File ▸ Open example.</source>
        <translation>Start a study with File ▸ New study (Ctrl+N), or open an example from File ▸ Open example.</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Overview</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternative</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Why not</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>What it means</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Citation</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>As of</translation>
    </message>
    <message>
        <source>&amp;Rejected alternatives</source>
        <translation>&amp;Rejected alternatives</translation>
    </message>
    <message>
        <source>&amp;Compliance</source>
        <translation>&amp;Compliance</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>&amp;Assumptions</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>catalog rate</translation>
    </message>
    <message>
        <source>Reset what-ifs</source>
        <translation>Reset what-ifs</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>&amp;Utilisation:</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Horizon:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>C&amp;urrency:</translation>
    </message>
    <message>
        <source>1 USD &amp;=</source>
        <translation>1 USD &amp;=</translation>
    </message>
    <message>
        <source>&amp;GPU prices:</source>
        <translation>&amp;GPU prices:</translation>
    </message>
    <message>
        <source>Recomputing… the figures below are for the previous inputs</source>
        <translation>Recomputing… the figures below are for the previous inputs</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Computing…</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Not computed: %1</translation>
    </message>
    <message>
        <source>Up to date · %1 configurations costed in %2 ms · catalog as of %3</source>
        <translation>Up to date · %1 configurations costed in %2 ms · catalog as of %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;No configuration meets this scenario.&lt;/b&gt; The rejected alternatives say why each one failed.</source>
        <translation>&lt;b&gt;No configuration meets this scenario.&lt;/b&gt; The rejected alternatives say why each one failed.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why #%1: %2&lt;/b&gt;&lt;ul&gt;</source>
        <translation>&lt;b&gt;Why #%1: %2&lt;/b&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>Pre&amp;view report…</source>
        <translation>Pre&amp;view report…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>Export C&amp;SV…</translation>
    </message>
    <message>
        <source>Required controls</source>
        <translation>Required controls</translation>
    </message>
    <message>
        <source>&amp;Your options</source>
        <translation>&amp;Your options</translation>
    </message>
    <message>
        <source>&amp;Policy</source>
        <translation>&amp;Policy</translation>
    </message>
    <message>
        <source>the rate you typed (%1) was for the previous currency; the catalog rate is used</source>
        <translation>the rate you typed (%1) was for the previous currency; the catalog rate is used</translation>
    </message>
    <message>
        <source>&amp;Edit the study…</source>
        <translation>&amp;Edit the study…</translation>
    </message>
    <message>
        <source>Not used by this study: a job is priced for the hours it runs and a batch for its hours each night; the headline states that share.</source>
        <translation>Not used by this study: a job is priced for the hours it runs and a batch for its hours each night; the headline states that share.</translation>
    </message>
    <message>
        <source>This study cannot be computed.</source>
        <translation>This study cannot be computed.</translation>
    </message>
    <message>
        <source>Not computed: see the reason above</source>
        <translation>Not computed: see the reason above</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::FitBreakdownModel</name>
    <message>
        <source>Per GPU</source>
        <translation>Per GPU</translation>
    </message>
    <message>
        <source>GB (10⁹ B)</source>
        <translation>GB (10⁹ B)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ B)</source>
        <translation>GiB (2³⁰ B)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::FitPanel</name>
    <message>
        <source>Workload and hardware</source>
        <translation>Workload and hardware</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>default</source>
        <translation>default</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>KV-cache precision</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Tensor parallel (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Pipeline parallel (PP)</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>Data parallel (DP)</translation>
    </message>
    <message>
        <source>Context (tokens per sequence)</source>
        <translation>Context (tokens per sequence)</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Concurrent sequences</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recompute</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>How each figure was obtained</source>
        <translation>How each figure was obtained</translation>
    </message>
    <message>
        <source>GPUs: %1 is not a multiple of TP × PP = %2</source>
        <translation>GPUs: %1 is not a multiple of TP × PP = %2</translation>
    </message>
    <message>
        <source>Check the input</source>
        <translation>Check the input</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Tight</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>Minimum: %1 GPU(s) of this type (TP %2, PP %3, DP %4).</source>
        <translation>Minimum: %1 GPU(s) of this type (TP %2, PP %3, DP %4).</translation>
    </message>
    <message>
        <source>At most %1 concurrent sequences of %2 tokens.</source>
        <translation>At most %1 concurrent sequences of %2 tokens.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::MainWindow</name>
    <message>
        <source>The catalog could not be read: %1</source>
        <translation>The catalog could not be read: %1</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Dashboard</translation>
    </message>
    <message>
        <source>Catalog: %1 · GB = 10⁹ bytes, GiB = 2³⁰ bytes</source>
        <translation>Catalog: %1 · GB = 10⁹ bytes, GiB = 2³⁰ bytes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New study…</source>
        <translation>&amp;New study…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;example</source>
        <translation>Open &amp;example</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Study</translation>
    </message>
    <message>
        <source>&amp;Edit in the wizard…</source>
        <translation>&amp;Edit in the wizard…</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recompute</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catalog</translation>
    </message>
    <message>
        <source>&amp;Edit catalog…</source>
        <translation>&amp;Edit catalog…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About GPU Sizing Advisor</source>
        <translation>&amp;About GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor</source>
        <translation>GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>%1[*] — GPU Sizing Advisor</source>
        <translation>%1[*] — GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>Open study</source>
        <translation>Open study</translation>
    </message>
    <message>
        <source>Save study</source>
        <translation>Save study</translation>
    </message>
    <message>
        <source>study.gpuadvisor.json</source>
        <translation>study.gpuadvisor.json</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor studies (*.gpuadvisor.json);;JSON (*.json)</source>
        <translation>GPU Sizing Advisor studies (*.gpuadvisor.json);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Unsaved study</source>
        <translation>Unsaved study</translation>
    </message>
    <message>
        <source>The study has changes that are not saved. Save them?</source>
        <translation>The study has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor studies (*.gpuadvisor.json *.json)</source>
        <translation>GPU Sizing Advisor studies (*.gpuadvisor.json *.json)</translation>
    </message>
    <message>
        <source>The model could not be added to the catalog: %1</source>
        <translation>The model could not be added to the catalog: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>Catalog reset to the factory data; the previous file is kept as %1</source>
        <translation>Catalog reset to the factory data; the previous file is kept as %1</translation>
    </message>
    <message>
        <source>Recover study</source>
        <translation>Recover study</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor did not close normally. Recover the study you were working on?</source>
        <translation>GPU Sizing Advisor did not close normally. Recover the study you were working on?</translation>
    </message>
    <message>
        <source>About GPU Sizing Advisor</source>
        <translation>About GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Sizing Advisor %1&lt;/h3&gt;&lt;p&gt;Which GPUs, how many, on which fabric, rented or owned, at what cost, and why.&lt;/p&gt;&lt;p&gt;Estimates are directional: every figure shows the formula and source it rests on.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Sizing Advisor %1&lt;/h3&gt;&lt;p&gt;Which GPUs, how many, on which fabric, rented or owned, at what cost, and why.&lt;/p&gt;&lt;p&gt;Estimates are directional: every figure shows the formula and source it rests on.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Report pre&amp;view…</source>
        <translation>Report pre&amp;view…</translation>
    </message>
    <message>
        <source>Report as &amp;PDF…</source>
        <translation>Report as &amp;PDF…</translation>
    </message>
    <message>
        <source>Tables as &amp;CSV…</source>
        <translation>Tables as &amp;CSV…</translation>
    </message>
    <message>
        <source>The figures are being recomputed; export once they are up to date.</source>
        <translation>The figures are being recomputed; export once they are up to date.</translation>
    </message>
    <message>
        <source>Open or create a study first (File ▸ New study or Open example).</source>
        <translation>Open or create a study first (File ▸ New study or Open example).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n page(s))</numerusform>
            <numerusform>Wrote %1 (%n page(s))</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1 and %2</source>
        <translation>Wrote %1 and %2</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Export report</translation>
    </message>
    <message>
        <source>Export report as PDF</source>
        <translation>Export report as PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>Export tables</source>
        <translation>Export tables</translation>
    </message>
    <message>
        <source>CSV for Brazilian and European spreadsheets: ; and 1234,5 (*.csv)</source>
        <translation>CSV for Brazilian and European spreadsheets: ; and 1234,5 (*.csv)</translation>
    </message>
    <message>
        <source>CSV for English spreadsheets: , and 1234.5 (*.csv)</source>
        <translation>CSV for English spreadsheets: , and 1234.5 (*.csv)</translation>
    </message>
    <message>
        <source>Export tables as CSV</source>
        <translation>Export tables as CSV</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Report preview</translation>
    </message>
    <message>
        <source>Report preview — %1</source>
        <translation>Report preview — %1</translation>
    </message>
    <message>
        <source>Catalog read-only: %1</source>
        <translation>Catalog read-only: %1</translation>
    </message>
    <message>
        <source>&amp;Save to the catalog</source>
        <translation>&amp;Save to the catalog</translation>
    </message>
    <message>
        <source>&amp;Open a saved study…</source>
        <translation>&amp;Open a saved study…</translation>
    </message>
    <message>
        <source>Save to the catalog</source>
        <translation>Save to the catalog</translation>
    </message>
    <message>
        <source>The study was not saved to the catalog: %1</source>
        <translation>The study was not saved to the catalog: %1</translation>
    </message>
    <message>
        <source>Saved as study %1 in %2 (catalog revision %3)</source>
        <translation>Saved as study %1 in %2 (catalog revision %3)</translation>
    </message>
    <message>
        <source>Open a saved study</source>
        <translation>Open a saved study</translation>
    </message>
    <message>
        <source>Opened study %1, saved at catalog revision %2 (the catalog is at revision %3 now)</source>
        <translation>Opened study %1, saved at catalog revision %2 (the catalog is at revision %3 now)</translation>
    </message>
    <message>
        <source>run and save studies</source>
        <translation>run and save studies</translation>
    </message>
    <message>
        <source>edit prices and rows</source>
        <translation>edit prices and rows</translation>
    </message>
    <message>
        <source>edit compliance rules</source>
        <translation>edit compliance rules</translation>
    </message>
    <message>
        <source>give roles</source>
        <translation>give roles</translation>
    </message>
    <message>
        <source>Team catalog as %1: may %2</source>
        <translation>Team catalog as %1: may %2</translation>
    </message>
    <message>
        <source>&amp;Memory fit calculator</source>
        <translation>&amp;Memory fit calculator</translation>
    </message>
    <message>
        <source>The catalog as of revision %1 could not be rebuilt: %2</source>
        <translation>The catalog as of revision %1 could not be rebuilt: %2</translation>
    </message>
    <message>
        <source>Figures from the catalog as of revision %1 (Study ▸ Back to today&apos;s catalog)</source>
        <translation>Figures from the catalog as of revision %1 (Study ▸ Back to today&apos;s catalog)</translation>
    </message>
    <message>
        <source>&amp;Back to today&apos;s catalog</source>
        <translation>&amp;Back to today&apos;s catalog</translation>
    </message>
    <message>
        <source>Study %1 was saved at catalog revision %2; the catalog is at revision %3 now.

Show the figures it had then, from the catalog as it was at revision %2? (No: estimate it with today&apos;s catalog.)</source>
        <translation>Study %1 was saved at catalog revision %2; the catalog is at revision %3 now.

Show the figures it had then, from the catalog as it was at revision %2? (No: estimate it with today&apos;s catalog.)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ModelPage</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Which model will run? Pick one from the catalog, or describe your own.</source>
        <translation>Which model will run? Pick one from the catalog, or describe your own.</translation>
    </message>
    <message>
        <source>From the &amp;catalog</source>
        <translation>From the &amp;catalog</translation>
    </message>
    <message>
        <source>My own &amp;model (architecture, size or config.json)</source>
        <translation>My own &amp;model (architecture, size or config.json)</translation>
    </message>
    <message>
        <source>Search: llama, qwen, 70b…</source>
        <translation>Search: llama, qwen, 70b…</translation>
    </message>
    <message>
        <source>%1 — %2 B parameters</source>
        <translation>%1 — %2 B parameters</translation>
    </message>
    <message>
        <source>e.g. Our 20B assistant</source>
        <translation>e.g. Our 20B assistant</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Tied embeddings</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B parameters</translation>
    </message>
    <message>
        <source>Fill from &amp;size</source>
        <translation>Fill from &amp;size</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Import config.json…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Layers:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Hidden size:</translation>
    </message>
    <message>
        <source>MLP width:</source>
        <translation>MLP width:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Attention heads:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV heads:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vocabulary:</translation>
    </message>
    <message>
        <source>Only know the size?</source>
        <translation>Only know the size?</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Import a Hugging Face config.json</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 was not imported: %2</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Imported %1.</translation>
    </message>
    <message>
        <source>Size: %1 B parameters is out of range (allowed: 0.1 to 10000 B).</source>
        <translation>Size: %1 B parameters is out of range (allowed: 0.1 to 10000 B).</translation>
    </message>
    <message>
        <source>ASSUMPTION: %1. Replace the fields with the real architecture when you have it.</source>
        <translation>ASSUMPTION: %1. Replace the fields with the real architecture when you have it.</translation>
    </message>
    <message>
        <source>Select a model.</source>
        <translation>Select a model.</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B parameters</translation>
    </message>
    <message>
        <source> (%1 B active per token)</source>
        <translation> (%1 B active per token)</translation>
    </message>
    <message>
        <source> · KV cache %1 KiB per token in BF16</source>
        <translation> · KV cache %1 KiB per token in BF16</translation>
    </message>
    <message>
        <source>Model: none is selected; pick one from the list.</source>
        <translation>Model: none is selected; pick one from the list.</translation>
    </message>
    <message>
        <source>Name: it is empty; give the model a name.</source>
        <translation>Name: it is empty; give the model a name.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP width</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV heads</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>%1: 0 is not allowed; give a positive number (from the model&apos;s config.json).</source>
        <translation>%1: 0 is not allowed; give a positive number (from the model&apos;s config.json).</translation>
    </message>
    <message>
        <source>KV heads: %1 does not divide the %2 attention heads (allowed: a divisor, e.g. 8).</source>
        <translation>KV heads: %1 does not divide the %2 attention heads (allowed: a divisor, e.g. 8).</translation>
    </message>
    <message>
        <source>Hidden size: %1 is not a multiple of the %2 attention heads.</source>
        <translation>Hidden size: %1 is not a multiple of the %2 attention heads.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::OptionsTableModel</name>
    <message>
        <source>%1 ms/token, %2 tok/s</source>
        <translation>%1 ms/token, %2 tok/s</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>month %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Memory fit</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Monthly (%1)</source>
        <translation>Monthly (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>Per M tokens (%1)</source>
        <translation>Per M tokens (%1)</translation>
    </message>
    <message>
        <source>The whole cost over the prompt and output tokens served (%1 per million output tokens alone)</source>
        <translation>The whole cost over the prompt and output tokens served (%1 per million output tokens alone)</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>Compliance</translation>
    </message>
    <message>
        <source>%1
Not among the best ranked: shown so that renting and buying are compared.</source>
        <translation>%1
Not among the best ranked: shown so that renting and buying are compared.</translation>
    </message>
    <message>
        <source>n/a (rented)</source>
        <translation>n/a (rented)</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>not reached</translation>
    </message>
    <message>
        <source>%1 (over budget)</source>
        <translation>%1 (over budget)</translation>
    </message>
    <message>
        <source>Above your budget of %1: shown only so that every way of paying is compared, never recommended.</source>
        <translation>Above your budget of %1: shown only so that every way of paying is compared, never recommended.</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monthly</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Per M tokens</translation>
    </message>
    <message>
        <source>month %1 vs %2</source>
        <translation>month %1 vs %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::PrecisionPage</name>
    <message>
        <source>BF16: the reference quality; twice the memory of 8-bit.</source>
        <translation>BF16: the reference quality; twice the memory of 8-bit.</translation>
    </message>
    <message>
        <source>FP8: near-BF16 quality for most tasks on Hopper and newer GPUs; half the memory.</source>
        <translation>FP8: near-BF16 quality for most tasks on Hopper and newer GPUs; half the memory.</translation>
    </message>
    <message>
        <source>INT8: small quality loss; works on older GPUs too.</source>
        <translation>INT8: small quality loss; works on older GPUs too.</translation>
    </message>
    <message>
        <source>INT4 (GPTQ/AWQ): fine for many chat uses, but risky for medical, legal or financial analysis where a small loss of accuracy matters.</source>
        <translation>INT4 (GPTQ/AWQ): fine for many chat uses, but risky for medical, legal or financial analysis where a small loss of accuracy matters.</translation>
    </message>
    <message>
        <source>NF4 (QLoRA): the frozen base model in 4 bits while adapters train in BF16.</source>
        <translation>NF4 (QLoRA): the frozen base model in 4 bits while adapters train in BF16.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Which number formats may the advisor use for the model&apos;s weights? Fewer bits need fewer GPUs but can cost accuracy.</source>
        <translation>Which number formats may the advisor use for the model&apos;s weights? Fewer bits need fewer GPUs but can cost accuracy.</translation>
    </message>
    <message>
        <source>KV cache: stored in the weights&apos; format when that is 8 or 16 bits, otherwise in BF16.</source>
        <translation>KV cache: stored in the weights&apos; format when that is 8 or 16 bits, otherwise in BF16.</translation>
    </message>
    <message>
        <source>Training: mixed precision, BF16 compute with FP32 master weights and Adam moments (16 bytes per trained parameter).</source>
        <translation>Training: mixed precision, BF16 compute with FP32 master weights and Adam moments (16 bytes per trained parameter).</translation>
    </message>
    <message>
        <source>Precision: none is ticked; tick at least one format (BF16 is the safe choice).</source>
        <translation>Precision: none is ticked; tick at least one format (BF16 is the safe choice).</translation>
    </message>
    <message>
        <source>MXFP4 / NVFP4: 4-bit floating point with block scales (4.25 / 4.5 bits per weight), native on Blackwell GPUs and dequantised elsewhere; gpt-oss is published in MXFP4.</source>
        <translation>MXFP4 / NVFP4: 4-bit floating point with block scales (4.25 / 4.5 bits per weight), native on Blackwell GPUs and dequantised elsewhere; gpt-oss is published in MXFP4.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::PriceCheckDialog</name>
    <message>
        <source>Prices to confirm</source>
        <translation>Prices to confirm</translation>
    </message>
    <message>
        <source>Every priced row is a dated list price or a confirmed value (on %1).</source>
        <translation>Every priced row is a dated list price or a confirmed value (on %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) to confirm before a recommendation rests on them (on %1). Double-click a row to go to the cell to edit once the supplier confirms it.</source>
        <translation>
            <numerusform>%n price to confirm before a recommendation rests on it (on %1). Double-click a row to go to the cell to edit once the supplier confirms it.</numerusform>
            <numerusform>%n prices to confirm before a recommendation rests on them (on %1). Double-click a row to go to the cell to edit once the supplier confirms it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Cell to edit</source>
        <translation>Cell to edit</translation>
    </message>
    <message>
        <source>How to clear it</source>
        <translation>How to clear it</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::RangeSpinBox</name>
    <message>
        <source>This field</source>
        <translation>This field</translation>
    </message>
    <message>
        <source>%1: %2 is outside what is allowed (%3 to %4%5); %6 is kept</source>
        <translation>%1: %2 is outside what is allowed (%3 to %4%5); %6 is kept</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ReviewPage</name>
    <message>
        <source>&lt;b&gt;Model:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Model:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Online inference:&lt;/b&gt; %1 concurrent users, prompts of %2 tokens, answers of %3 tokens</source>
        <translation>&lt;b&gt;Online inference:&lt;/b&gt; %1 concurrent users, prompts of %2 tokens, answers of %3 tokens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Targets:&lt;/b&gt; TPOT %1 ms, TTFT %2 ms</source>
        <translation>&lt;b&gt;Targets:&lt;/b&gt; TPOT %1 ms, TTFT %2 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redundancy:&lt;/b&gt; one spare replica (N+1)</source>
        <translation>&lt;b&gt;Redundancy:&lt;/b&gt; one spare replica (N+1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch inference:&lt;/b&gt; %1 billion tokens, due in %2</source>
        <translation>&lt;b&gt;Batch inference:&lt;/b&gt; %1 billion tokens, due in %2</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 hours</translation>
    </message>
    <message>
        <source>no set time</source>
        <translation>no set time</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 billion tokens, sequences of %3, deadline %4</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2 billion tokens, sequences of %3, deadline %4</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acquisition:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Acquisition:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Providers:&lt;/b&gt; %1; &lt;b&gt;data-centre countries:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Providers:&lt;/b&gt; %1; &lt;b&gt;data-centre countries:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>&lt;b&gt;Money:&lt;/b&gt; %1 over %2 months at %3 utilisation; buyer in %4; budget %5</source>
        <translation>&lt;b&gt;Money:&lt;/b&gt; %1 over %2 months at %3 utilisation; buyer in %4; budget %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Customer:&lt;/b&gt; %1; data: %2; subjects in %3</source>
        <translation>&lt;b&gt;Customer:&lt;/b&gt; %1; data: %2; subjects in %3</translation>
    </message>
    <message>
        <source>none declared</source>
        <translation>none declared</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>not declared</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Study &amp;title:</source>
        <translation>Study &amp;title:</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>C&amp;ustomer:</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Prepared by:</translation>
    </message>
    <message>
        <source>&amp;Report language:</source>
        <translation>&amp;Report language:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Precisions tried:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Precisions tried:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Check what you entered; Show results computes the answer. Every figure can be changed later on the dashboard.</source>
        <translation>Check what you entered; Show results computes the answer. Every figure can be changed later on the dashboard.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::RowHistoryDialog</name>
    <message>
        <source>(empty)</source>
        <translation>(empty)</translation>
    </message>
    <message>
        <source>row added</source>
        <translation>row added</translation>
    </message>
    <message>
        <source>row deleted</source>
        <translation>row deleted</translation>
    </message>
    <message>
        <source>row replaced by an import (the new row was not recorded)</source>
        <translation>row replaced by an import (the new row was not recorded)</translation>
    </message>
    <message>
        <source>History of %1 %2</source>
        <translation>History of %1 %2</translation>
    </message>
    <message>
        <source>No change since the catalog was created.</source>
        <translation>No change since the catalog was created.</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>When (UTC)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>(this computer)</source>
        <translation>(this computer)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ScenarioWizard</name>
    <message>
        <source>New sizing study</source>
        <translation>New sizing study</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Show &amp;results</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source> months</source>
        <translation> months</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>Default &amp;currency:</source>
        <translation>Default &amp;currency:</translation>
    </message>
    <message>
        <source>Company &amp;name (reports):</source>
        <translation>Company &amp;name (reports):</translation>
    </message>
    <message>
        <source>Company &amp;logo (reports):</source>
        <translation>Company &amp;logo (reports):</translation>
    </message>
    <message>
        <source>Default &amp;horizon:</source>
        <translation>Default &amp;horizon:</translation>
    </message>
    <message>
        <source>Default &amp;utilisation:</source>
        <translation>Default &amp;utilisation:</translation>
    </message>
    <message>
        <source>Company logo</source>
        <translation>Company logo</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.jpg)</source>
        <translation>Images (*.png *.svg *.jpg)</translation>
    </message>
    <message>
        <source>Report &amp;page size:</source>
        <translation>Report &amp;page size:</translation>
    </message>
    <message>
        <source>Empty: this computer&apos;s catalog file. The password comes from PGPASSWORD or ~/.pgpass, never from here. Takes effect at the next start; when the server cannot be reached, the last synced copy opens read-only.</source>
        <translation>Empty: this computer&apos;s catalog file. The password comes from PGPASSWORD or ~/.pgpass, never from here. Takes effect at the next start; when the server cannot be reached, the last synced copy opens read-only.</translation>
    </message>
    <message>
        <source>&amp;Team catalog:</source>
        <translation>&amp;Team catalog:</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::SharedStudiesDialog</name>
    <message>
        <source>Open a saved study</source>
        <translation>Open a saved study</translation>
    </message>
    <message>
        <source>No study has been saved to this catalog yet (Study ▸ Save to the catalog).</source>
        <translation>No study has been saved to this catalog yet (Study ▸ Save to the catalog).</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Customer</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Saved by</source>
        <translation>Saved by</translation>
    </message>
    <message>
        <source>Catalog revision</source>
        <translation>Catalog revision</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::StudyDocument</name>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Cannot save %1: %2</translation>
    </message>
    <message>
        <source>Untitled study</source>
        <translation>Untitled study</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a study this version can read: %2</source>
        <translation>%1 is not a study this version can read: %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::StudyRunner</name>
    <message>
        <source>No catalog is loaded.</source>
        <translation>No catalog is loaded.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ValidatingDelegate</name>
    <message>
        <source>%1: the value was not accepted by the table.</source>
        <translation>%1: the value was not accepted by the table.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::WorkloadPage</name>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>What will the GPUs do? Pick the kind of work and describe how much of it there is.</source>
        <translation>What will the GPUs do? Pick the kind of work and describe how much of it there is.</translation>
    </message>
    <message>
        <source>Online inference (chat, API)</source>
        <translation>Online inference (chat, API)</translation>
    </message>
    <message>
        <source>Offline batch inference</source>
        <translation>Offline batch inference</translation>
    </message>
    <message>
        <source>Training from scratch</source>
        <translation>Training from scratch</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Full fine-tune</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA fine-tune</translation>
    </message>
    <message>
        <source>QLoRA fine-tune (4-bit base)</source>
        <translation>QLoRA fine-tune (4-bit base)</translation>
    </message>
    <message>
        <source>&amp;Kind of work:</source>
        <translation>&amp;Kind of work:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> days</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>&amp;Token budget:</source>
        <translation>&amp;Token budget:</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Deadline:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Sequence length:</translation>
    </message>
    <message>
        <source> users</source>
        <translation> users</translation>
    </message>
    <message>
        <source> ms per token</source>
        <translation> ms per token</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>no target</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Keep serving if one replica fails (N+1)</source>
        <translation>Keep serving if one replica fails (N+1)</translation>
    </message>
    <message>
        <source>Concurrent &amp;users:</source>
        <translation>Concurrent &amp;users:</translation>
    </message>
    <message>
        <source>&amp;Prompt length:</source>
        <translation>&amp;Prompt length:</translation>
    </message>
    <message>
        <source>&amp;Answer length:</source>
        <translation>&amp;Answer length:</translation>
    </message>
    <message>
        <source>Time per output token (&amp;TPOT) target:</source>
        <translation>Time per output token (&amp;TPOT) target:</translation>
    </message>
    <message>
        <source>Time to first token (TT&amp;FT) target:</source>
        <translation>Time to first token (TT&amp;FT) target:</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> hours</translation>
    </message>
    <message>
        <source>no due date</source>
        <translation>no due date</translation>
    </message>
    <message>
        <source>&amp;Corpus size:</source>
        <translation>&amp;Corpus size:</translation>
    </message>
    <message>
        <source>D&amp;ue in:</source>
        <translation>D&amp;ue in:</translation>
    </message>
    <message>
        <source>&amp;Document length:</source>
        <translation>&amp;Document length:</translation>
    </message>
    <message>
        <source>&amp;Summary length:</source>
        <translation>&amp;Summary length:</translation>
    </message>
    <message>
        <source>Users wait for each answer: speed per user (TPOT, TTFT) and concurrency decide the size.</source>
        <translation>Users wait for each answer: speed per user (TPOT, TTFT) and concurrency decide the size.</translation>
    </message>
    <message>
        <source>Nobody waits: throughput per unit of cost decides, and the work may run at night.</source>
        <translation>Nobody waits: throughput per unit of cost decides, and the work may run at night.</translation>
    </message>
    <message>
        <source>Compute dominates: about 6 × parameters × tokens floating-point operations.</source>
        <translation>Compute dominates: about 6 × parameters × tokens floating-point operations.</translation>
    </message>
    <message>
        <source>Every weight is trained: about 16 bytes of GPU memory per parameter before activations.</source>
        <translation>Every weight is trained: about 16 bytes of GPU memory per parameter before activations.</translation>
    </message>
    <message>
        <source>Only small adapters are trained: the frozen model&apos;s weights dominate memory.</source>
        <translation>Only small adapters are trained: the frozen model&apos;s weights dominate memory.</translation>
    </message>
    <message>
        <source>Token budget: %1 billion tokens is not allowed; give more than 0 (e.g. 1000 for one trillion).</source>
        <translation>Token budget: %1 billion tokens is not allowed; give more than 0 (e.g. 1000 for one trillion).</translation>
    </message>
    <message>
        <source>Corpus size: %1 billion tokens is not allowed; give more than 0.</source>
        <translation>Corpus size: %1 billion tokens is not allowed; give more than 0.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requests/s</translation>
    </message>
    <message>
        <source>given by the users</source>
        <translation>given by the users</translation>
    </message>
    <message>
        <source> s between requests</source>
        <translation> s between requests</translation>
    </message>
    <message>
        <source>none (always active)</source>
        <translation>none (always active)</translation>
    </message>
    <message>
        <source> % of requests</source>
        <translation> % of requests</translation>
    </message>
    <message>
        <source>Or a re&amp;quest rate:</source>
        <translation>Or a re&amp;quest rate:</translation>
    </message>
    <message>
        <source>Users&apos; t&amp;hink time:</source>
        <translation>Users&apos; t&amp;hink time:</translation>
    </message>
    <message>
        <source>TTFT target holds for:</source>
        <translation>TTFT target holds for:</translation>
    </message>
    <message>
        <source>Runs again every night (unticked: a one-off job, priced for its hours)</source>
        <translation>Runs again every night (unticked: a one-off job, priced for its hours)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::charts</name>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>Weights limit (%1 %)</source>
        <translation>Weights limit (%1 %)</translation>
    </message>
    <message>
        <source>Scaling efficiency vs GPU count (%1)</source>
        <translation>Scaling efficiency vs GPU count (%1)</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficiency</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Node boundary (%1 GPUs; beyond: %2)</source>
        <translation>Node boundary (%1 GPUs; beyond: %2)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensitivity</translation>
    </message>
    <message>
        <source>Driver −20 %</source>
        <translation>Driver −20 %</translation>
    </message>
    <message>
        <source>Driver +20 %</source>
        <translation>Driver +20 %</translation>
    </message>
    <message>
        <source>Scenario utilisation</source>
        <translation>Scenario utilisation</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>Cumulative cost over %1 months</translation>
    </message>
    <message>
        <source>k %1</source>
        <translation>k %1</translation>
    </message>
    <message>
        <source>Efficiency by replica width</source>
        <translation>Efficiency by replica width</translation>
    </message>
    <message>
        <source>GPUs per replica (%1)</source>
        <translation>GPUs per replica (%1)</translation>
    </message>
    <message>
        <source>What moves the cost of %1</source>
        <translation>What moves the cost of %1</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour (%1)</source>
        <translation>Cost per useful GPU-hour (%1)</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>bare metal</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>bought</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>hybrid</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>cloud</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>Cost of the job (%1)</translation>
    </message>
    <message>
        <source>Change in the job&apos;s cost (%1)</source>
        <translation>Change in the job&apos;s cost (%1)</translation>
    </message>
    <message>
        <source>Change in NPV (%1 thousands)</source>
        <translation>Change in NPV (%1 thousands)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::countries</name>
    <message>
        <source>Austria</source>
        <translation>Austria</translation>
    </message>
    <message>
        <source>Australia</source>
        <translation>Australia</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>Belgium</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brazil</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Canada</translation>
    </message>
    <message>
        <source>Switzerland</source>
        <translation>Switzerland</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Germany</translation>
    </message>
    <message>
        <source>Denmark</source>
        <translation>Denmark</translation>
    </message>
    <message>
        <source>Spain</source>
        <translation>Spain</translation>
    </message>
    <message>
        <source>Finland</source>
        <translation>Finland</translation>
    </message>
    <message>
        <source>France</source>
        <translation>France</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>United Kingdom</translation>
    </message>
    <message>
        <source>Ireland</source>
        <translation>Ireland</translation>
    </message>
    <message>
        <source>India</source>
        <translation>India</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italy</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Japan</translation>
    </message>
    <message>
        <source>South Korea</source>
        <translation>South Korea</translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation>Netherlands</translation>
    </message>
    <message>
        <source>Norway</source>
        <translation>Norway</translation>
    </message>
    <message>
        <source>Poland</source>
        <translation>Poland</translation>
    </message>
    <message>
        <source>Portugal</source>
        <translation>Portugal</translation>
    </message>
    <message>
        <source>Sweden</source>
        <translation>Sweden</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapore</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>United States</translation>
    </message>
    <message>
        <source>Vietnam</source>
        <translation>Vietnam</translation>
    </message>
</context>
</TS>
