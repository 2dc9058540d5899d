"""HTML views of the workbench's results: self-contained pages (styles and scripts inline, no
network when viewed) and the local ``workbench serve`` page.

- :mod:`.page`: the document shell, escaping, the embedded JSON and the shared style and script;
- :mod:`.grid`: the per-instruction cycle grid (issue, execution, result latency, stall causes);
- :mod:`.time_page`: ``workbench time ... --html FILE``;
- :mod:`.results_page`: ``workbench reproduce ... --html`` (results/index.html and timelines/);
- :mod:`.serve`: ``workbench serve``.
"""
