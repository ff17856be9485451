"""Zonekeeper's data files (rule tables, samples, icons), installed as the package ``zonekeeper_data``.

No code here: ``core.resources.resources_dir()`` finds this folder, in the source tree or installed.
"""
