"""The sources of the notebooks: one module per notebook, each with a ``cells()`` function."""
